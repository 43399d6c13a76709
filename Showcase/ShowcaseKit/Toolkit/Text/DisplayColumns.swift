import Foundation

/// The display columns of a few places in one text, remembered so that finding the column of
/// an offset measures only the text between it and the nearest known place: a text field's
/// frame costs what lies around its cursor, not its whole text.
///
/// A place is a UTF-16 offset on a character boundary; its column is the width of the text
/// before it, by the `measure` the field draws with (``DisplayWidth`` or one column per
/// character under secure entry). The start, offset 0, is column 0 without measuring.
///
/// An edit (``edit(_:from:to:measure:)``) keeps what it cannot have changed: the places
/// before the character that precedes it, and — moved by its length and width — the places
/// after the character that follows it (those two characters may join what was inserted, as
/// an accent joins the letter before it). A new text forgets every place (``forgetAll()``).
///
/// ```swift
/// var columns = DisplayColumns()
/// columns.column(at: 6, in: "日本語abc", measure: DisplayWidth.of)   // 9, measured once
/// columns.column(at: 5, in: "日本語abc", measure: DisplayWidth.of)   // 8, from the place at 6
/// ```
struct DisplayColumns {
    /// A known place: the text before `offset` is `column` columns wide.
    struct Place: Equatable {
        var offset: Int
        var column: Int
    }

    /// The places remembered, oldest first.
    private(set) var places: [Place] = []

    /// How many places are kept: the cursor's, the end's, and those an edit leaves around it.
    static let capacity = 4

    /// The longest stretch (UTF-16 units) an edit may replace for the places after it to be
    /// moved rather than forgotten: a keystroke's, not a whole text cleared.
    static let longestMovingEdit = 64

    /// The column of the character boundary at UTF-16 `offset` of `text`, measured from the
    /// nearest known place (forwards or backwards), and remembered.
    mutating func column(at offset: Int, in text: String, measure: (Substring) -> Int) -> Int {
        var nearest = Place(offset: 0, column: 0)
        for place in places where abs(place.offset - offset) < abs(nearest.offset - offset) {
            nearest = place
        }
        guard nearest.offset != offset else { return nearest.column }
        let low = Self.index(min(nearest.offset, offset), in: text)
        let high = text.utf16.index(low, offsetBy: abs(offset - nearest.offset))
        let between = measure(text[low..<high])
        let column = offset > nearest.offset ? nearest.column + between : nearest.column - between
        remember(Place(offset: offset, column: column))
        return column
    }

    /// Remembers that the text before `place.offset` is `place.column` columns wide.
    mutating func remember(_ place: Place) {
        places.removeAll { $0.offset == place.offset }
        if places.count == Self.capacity { places.removeFirst() }
        places.append(place)
    }

    /// `old` became `new` by the replacement of its UTF-16 `range`: keeps the places the edit
    /// cannot have changed, and moves those after it.
    mutating func edit(_ range: NSRange, from old: String, to new: String, measure: (Substring) -> Int) {
        let before = Self.boundary(beforeCharacterAt: range.location, in: old)
        _ = column(at: before, in: old, measure: measure)
        let after = Self.boundary(afterCharacterAt: range.location + range.length, in: old)
        let shift = new.utf16.count - old.utf16.count
        var moved: Int?
        if places.contains(where: { $0.offset >= after }), after - before <= Self.longestMovingEdit,
            Self.isBoundary(after + shift, in: new)
        {
            // From a boundary on, the characters of `old` and `new` are the same: how a character
            // groups depends on what precedes it only within the character.
            let oldWidth = measure(old[Self.index(before, in: old)..<Self.index(after, in: old)])
            let newWidth = measure(new[Self.index(before, in: new)..<Self.index(after + shift, in: new)])
            moved = newWidth - oldWidth
        }
        places = places.compactMap { place in
            if place.offset <= before { return place }
            guard place.offset >= after, let moved else { return nil }
            return Place(offset: place.offset + shift, column: place.column + moved)
        }
    }

    /// The text was replaced: nothing is known but the start.
    mutating func forgetAll() {
        places.removeAll()
    }

    // MARK: Boundaries

    private static func index(_ offset: Int, in text: String) -> String.Index {
        text.utf16.index(text.utf16.startIndex, offsetBy: min(max(0, offset), text.utf16.count))
    }

    /// The start of the character before the one holding UTF-16 `offset` (0 at the start).
    private static func boundary(beforeCharacterAt offset: Int, in text: String) -> Int {
        let index = index(offset, in: text)
        guard index > text.startIndex else { return 0 }
        // Character-view moves round an index inside a character down first.
        let start = index < text.endIndex ? text.index(before: text.index(after: index)) : index
        guard start > text.startIndex else { return 0 }
        return text.utf16.distance(from: text.utf16.startIndex, to: text.index(before: start))
    }

    /// The end of the character holding UTF-16 `offset` (the end of the text at its end).
    private static func boundary(afterCharacterAt offset: Int, in text: String) -> Int {
        let index = index(offset, in: text)
        guard index < text.endIndex else { return text.utf16.count }
        return text.utf16.distance(from: text.utf16.startIndex, to: text.index(after: index))
    }

    private static func isBoundary(_ offset: Int, in text: String) -> Bool {
        guard offset > 0, offset < text.utf16.count else { return offset == 0 || offset == text.utf16.count }
        let index = index(offset, in: text)
        return text.index(before: text.index(after: index)) == index
    }
}
