import Foundation
import Testing

/// Hostile and unusual text that every validator must answer without crashing.
struct BadInput: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String

    var testDescription: String { name }

    /// A String bridged from UTF-16 holding a lone high and a lone low surrogate.
    static let loneSurrogates: String = {
        let units: [unichar] = [0x31, 0xD800, 0x32, 0xDC00, 0x33]
        return NSString(characters: units, length: units.count) as String
    }()

    static let all: [BadInput] = [
        BadInput(name: "empty", text: ""),
        BadInput(name: "NUL", text: "\u{0}"),
        BadInput(name: "digits with NUL", text: "12\u{0}34"),
        BadInput(name: "lone surrogates", text: loneSurrogates),
        BadInput(name: "RTL mark", text: "\u{200F}123"),
        BadInput(name: "RTL override", text: "abc\u{202E}def"),
        BadInput(name: "emoji ZWJ family", text: "👨‍👩‍👧‍👦"),
        BadInput(name: "emoji flag", text: "🇮🇳"),
        BadInput(name: "combining marks", text: "e\u{301}\u{302}\u{303}"),
        BadInput(name: "zalgo", text: "Z\u{36B}\u{33F}\u{344}A\u{311}\u{314}L\u{34E}G\u{35C}O"),
        BadInput(name: "Arabic-Indic digits", text: "١٢٣"),
        BadInput(name: "fullwidth digits", text: "１２３"),
        BadInput(name: "Devanagari", text: "हिन्दी१२३"),
        BadInput(name: "BOM", text: "\u{FEFF}123"),
        BadInput(name: "CRLF", text: "12\r\n34"),
        BadInput(name: "private use", text: "\u{E000}"),
        BadInput(name: "noncharacter", text: "\u{FFFF}\u{10FFFF}"),
        BadInput(name: "long digits then letter", text: String(repeating: "0", count: 4099) + "a"),
    ]
}
