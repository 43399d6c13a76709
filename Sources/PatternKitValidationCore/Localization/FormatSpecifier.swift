/// The `printf` specifiers in the forms of a `.stringsdict` entry: `%d`, `%ld`, `%1$@`, `%%`.
enum FormatSpecifier {
    /// The kind of value a specifier formats, for checking that a translation uses the
    /// same ones as English.
    enum Kind: String, Hashable, Sendable {
        case integer, floatingPoint, object, character, string
    }

    /// The kinds of the specifiers in `text`, in order (`%%` is not one).
    static func kinds(in text: String) -> [Kind] {
        scan(text).compactMap(\.kind)
    }

    /// `text` with every specifier replaced by `replacement` and `%%` by `%`.
    static func replacing(in text: String, with replacement: String) -> String {
        scan(text).map { $0.kind == nil ? $0.text : replacement }.joined()
    }

    /// `text` cut into literal pieces (kind `nil`) and specifiers.
    private static func scan(_ text: String) -> [(text: String, kind: Kind?)] {
        var pieces: [(text: String, kind: Kind?)] = []
        var rest = text[...]
        while let percent = rest.firstIndex(of: "%") {
            pieces.append((String(rest[..<percent]), nil))
            var cursor = rest[rest.index(after: percent)...]
            if cursor.first == "%" {
                pieces.append(("%", nil))
                rest = cursor.dropFirst()
                continue
            }
            // Position ("1$"), flags and width, precision, length modifier, conversion.
            let position = cursor.prefix(while: { $0.isASCII && $0.isNumber })
            if cursor.dropFirst(position.count).first == "$" { cursor = cursor.dropFirst(position.count + 1) }
            cursor = cursor.drop(while: { "-+ #0123456789.'".contains($0) })
            cursor = cursor.drop(while: { "hlqLzjt".contains($0) })
            if let conversion = cursor.first, let kind = kind(of: conversion) {
                pieces.append((String(rest[percent...cursor.startIndex]), kind))
                rest = cursor.dropFirst()
            } else {
                pieces.append(("%", nil))  // a lone "%": literal, never a crash
                rest = rest[rest.index(after: percent)...]
            }
        }
        pieces.append((String(rest), nil))
        return pieces
    }

    private static func kind(of conversion: Character) -> Kind? {
        switch conversion {
        case "d", "D", "i", "u", "U", "x", "X", "o", "O": .integer
        case "f", "F", "e", "E", "g", "G", "a", "A": .floatingPoint
        case "@": .object
        case "c", "C": .character
        case "s", "S": .string
        default: nil
        }
    }
}
