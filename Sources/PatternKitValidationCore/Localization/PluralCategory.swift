/// A CLDR plural category: which grammatical form a count takes in a language.
///
/// English uses ``one`` ("1 character") and ``other`` ("5 characters"); Russian adds
/// ``few`` ("2 символа") and ``many`` ("5 символов"); Arabic uses all six. The raw values
/// are the keys of a `.stringsdict` plural rule (`"one"`, `"few"`, …).
///
/// ```swift
/// PluralRules(language: "ru").category(for: 21)  // .one ("21 символ")
/// ```
public enum PluralCategory: String, CaseIterable, Hashable, Sendable {
    /// Zero items (Arabic); in a `.stringsdict`, also an optional form for the number 0 in any language.
    case zero
    /// One item, and numbers that agree like it (Russian 21, 31, …; French 0 and 1).
    case one
    /// Two items (Arabic).
    case two
    /// A few items (Russian, Ukrainian and Polish 2–4, 22–24; Arabic 3–10).
    case few
    /// Many items (Russian 5–20, 25–30; Arabic 11–99; a million in French, Spanish,
    /// Italian and Portuguese).
    case many
    /// Every other number; the form every plural entry must have.
    case other
}
