import Foundation

/// One language's glossary page, `Resources/Glossary/<language>.md` in PatternKitValidationCore,
/// read from the sources: the page is excluded from the target, so it is not in the bundle.
///
/// The page has two tables. Under "## Terms", a row per term (`value`, `field`, `letters`, …)
/// whose third column lists the forms the messages use, separated by " / ". Under "## Avoid",
/// a row per wording no message of the language may contain, in backticks as written.
struct Glossary {
    /// Each term's forms, lowercased: `digits` → `["ziffer"]`.
    var forms: [String: [String]] = [:]
    /// Wordings no message may contain, exactly as written (spaces included).
    var avoided: [String] = []

    /// The folder of the pages, found from this file's place in the package.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Sources/PatternKitValidationCore/Resources/Glossary")

    /// The terms every page defines.
    static let terms = [
        "value", "field", "letters", "digits", "characters", "symbols", "spaces", "decimal places", "for example",
    ]

    /// The page of `language`, or `nil` when there is none.
    init?(language: String) {
        let url = Self.folder.appendingPathComponent("\(language).md")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        var section = ""
        for line in text.split(separator: "\n") {
            if line.hasPrefix("## ") {
                section = String(line.dropFirst(3))
                continue
            }
            guard line.hasPrefix("| `") else { continue }
            // The cell before the first "|" is empty: cells[1] is the first column.
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count > 3 else { continue }
            let first = String(cells[1].dropFirst().dropLast())  // without its backticks
            switch section {
            case "Terms": forms[first] = cells[3].components(separatedBy: " / ").map { $0.lowercased() }
            case "Avoid": avoided.append(first)
            default: continue
            }
        }
    }

    /// Whether `text` contains one of the forms of `term`, ignoring case.
    func uses(_ term: String, in text: String) -> Bool {
        (forms[term] ?? []).contains { Self.contains($0, in: text.lowercased()) }
    }

    /// Whether `text` holds `part`, compared on code points: an Arabic "حرف" is found in
    /// "حرفًا", where the tanween joins the last letter into another character.
    static func contains(_ part: String, in text: String) -> Bool {
        let whole = Array(text.unicodeScalars)
        let wanted = Array(part.unicodeScalars)
        return whole.indices.contains { whole[$0...].starts(with: wanted) }
    }
}
