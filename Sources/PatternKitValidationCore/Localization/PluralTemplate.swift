import Foundation

/// One entry of a `Localizable.stringsdict`: a format whose `%#@name@` variables each
/// choose a form by the plural category of the parameter `name`.
///
/// The standard property-list layout Xcode writes and `String.localizedStringWithFormat`
/// reads:
///
/// ```xml
/// <key>reason.1110</key>
/// <dict>
///     <key>NSStringLocalizedFormatKey</key>
///     <string>The input is too short: the minimum is %#@minimum@</string>
///     <key>minimum</key>
///     <dict>
///         <key>NSStringFormatSpecTypeKey</key>   <string>NSStringPluralRuleType</string>
///         <key>NSStringFormatValueTypeKey</key>  <string>d</string>
///         <key>one</key>                         <string>%d character</string>
///         <key>other</key>                       <string>%d characters</string>
///     </dict>
/// </dict>
/// ```
///
/// A variable is named after the error parameter that holds its count, and a `%d` (or
/// `%ld`, `%@`, `%1$d`, …) in a form stands for that parameter's value, written as in any
/// other message. The format may also name parameters in braces (`{maximum}`). A form for
/// `zero`, when present, is used for the number 0 in every language, as on Apple platforms;
/// a missing form falls back to `other`.
struct PluralTemplate: Hashable, Sendable {
    /// The text with `%#@name@` references.
    let format: String
    /// The format cut into literal text and references once, when the table is read, each
    /// reference with its forms already written with `{name}` for the specifier: resolving a
    /// message scans nothing.
    private let pieces: [Piece]

    /// Literal text, or a reference to the parameter `name` with its forms.
    private struct Piece: Hashable, Sendable {
        let text: String
        let name: ValidationError.ParameterKey?
        /// The forms as the table writes them (`%d characters`).
        let written: PluralForms
        /// The same with `{name}` in place of the form's `%d`.
        let forms: PluralForms
    }

    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let pluralRuleType = "NSStringPluralRuleType"

    /// Reads one entry of a parsed `.stringsdict`; `nil` when it has no format string.
    init?(propertyList: Any) {
        guard let entry = propertyList as? [String: Any], let format = entry[Self.formatKey] as? String else {
            return nil
        }
        self.format = format
        pieces = Self.scanReferences(in: format).map { piece in
            guard let name = piece.name else {
                return Piece(text: piece.text, name: nil, written: PluralForms(), forms: PluralForms())
            }
            var forms = PluralForms()
            if let rule = entry[name] as? [String: Any], rule[Self.specTypeKey] as? String == Self.pluralRuleType {
                for category in PluralCategory.allCases {
                    forms[category] = rule[category.rawValue] as? String
                }
            }
            return Piece(
                text: "", name: ValidationError.ParameterKey(rawValue: name), written: forms,
                forms: forms.map { FormatSpecifier.replacing(in: $0, with: "{\(name)}") })
        }
    }

    /// The forms of each plural variable the format refers to, by category, as the table
    /// writes them.
    var variables: [String: [PluralCategory: String]] {
        var variables: [String: [PluralCategory: String]] = [:]
        for piece in pieces {
            let forms = piece.written.byCategory
            if let name = piece.name, !forms.isEmpty { variables[name.rawValue] = forms }
        }
        return variables
    }

    /// The names of the variables the format refers to, in order.
    var references: [String] {
        pieces.compactMap { $0.name?.rawValue }
    }

    /// The message template for these parameters: each variable replaced by its form for
    /// the parameter's count, and each specifier in that form by `{name}`, ready for
    /// ``MessageTemplate/render(_:parameters:language:)``.
    func resolve(
        parameters: [ValidationError.ParameterKey: ValidationError.ParameterValue], language: String
    ) -> String {
        let rules = PluralRules(language: language)
        var result = ""
        result.reserveCapacity(format.utf8.count + 16)
        for piece in pieces {
            guard let name = piece.name else {
                result += piece.text
                continue
            }
            let category = Self.category(of: parameters[name], rules: rules, forms: piece.forms)
            result += piece.forms[category] ?? piece.forms[.other] ?? "{\(name.rawValue)}"
        }
        return result
    }

    /// The category whose form `value` takes; `zero` for 0 whenever that form exists.
    private static func category(
        of value: ValidationError.ParameterValue?, rules: PluralRules, forms: PluralForms
    ) -> PluralCategory {
        let category: PluralCategory
        switch value {
        case .int(let count): category = rules.category(for: count)
        case .double(let number): category = rules.category(for: number)
        case .decimal(let number):
            category = PluralOperands(decimal: number.description).map { rules.category(for: $0) } ?? .other
        case .string(let text): category = Int(text).map { rules.category(for: $0) } ?? .other
        case .bool, .date, .list, nil: category = .other
        }
        let isZero = value?.doubleValue == 0 || value?.stringValue == "0"
        return isZero && forms[.zero] != nil ? .zero : category
    }

    /// The format cut into literal text (`%%` read as `%`) and `%#@name@` (or `%1$#@name@`)
    /// references.
    private static func scanReferences(in format: String) -> [(text: String, name: String?)] {
        var pieces: [(text: String, name: String?)] = []
        var literal = ""
        var rest = format[...]
        while let percent = rest.firstIndex(of: "%") {
            literal += rest[..<percent]
            var cursor = rest[rest.index(after: percent)...]
            if cursor.first == "%" {  // "%%" is a percent sign
                literal += "%"
                rest = cursor.dropFirst()
                continue
            }
            cursor = cursor.drop(while: { $0.isASCII && $0.isNumber })
            if cursor.first == "$" { cursor = cursor.dropFirst() }
            if cursor.hasPrefix("#@"), let end = cursor.dropFirst(2).firstIndex(of: "@") {
                pieces.append((literal, nil))
                literal = ""
                pieces.append(("", String(cursor[cursor.index(cursor.startIndex, offsetBy: 2)..<end])))
                rest = cursor[cursor.index(after: end)...]
            } else {
                literal += "%"
                rest = rest[rest.index(after: percent)...]
            }
        }
        literal += rest
        pieces.append((literal, nil))
        return pieces.filter { $0.name != nil || !$0.text.isEmpty }
    }
}
