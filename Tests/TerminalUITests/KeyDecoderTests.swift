import Testing

@testable import ShowcaseKit

@Suite("Key decoding")
struct KeyDecoderTests {
    private func decode(_ text: String) -> [KeyEvent] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8)) + decoder.flush()
    }

    @Test(
        "escape sequences and control keys",
        arguments: [
            ("\u{1B}[A", KeyEvent(.up)), ("\u{1B}[B", KeyEvent(.down)),
            ("\u{1B}[C", KeyEvent(.right)), ("\u{1B}[D", KeyEvent(.left)),
            ("\u{1B}OA", KeyEvent(.up)), ("\u{1B}OH", KeyEvent(.home)), ("\u{1B}OF", KeyEvent(.end)),
            ("\u{1B}[H", KeyEvent(.home)), ("\u{1B}[F", KeyEvent(.end)),
            ("\u{1B}[1~", KeyEvent(.home)), ("\u{1B}[4~", KeyEvent(.end)),
            ("\u{1B}[7~", KeyEvent(.home)), ("\u{1B}[8~", KeyEvent(.end)),
            ("\u{1B}[3~", KeyEvent(.delete)), ("\u{1B}[2~", KeyEvent(.insert)),
            ("\u{1B}[5~", KeyEvent(.pageUp)), ("\u{1B}[6~", KeyEvent(.pageDown)),
            ("\u{1B}[Z", KeyEvent(.backTab)), ("\u{1B}OP", KeyEvent(.function(1))),
            ("\u{1B}[13~", KeyEvent(.function(3))), ("\u{1B}[24~", KeyEvent(.function(12))),
            ("\u{1B}[1;5C", KeyEvent(.right, modifiers: .control)),
            ("\u{1B}[1;2D", KeyEvent(.left, modifiers: .shift)),
            ("\u{1B}[3;3~", KeyEvent(.delete, modifiers: .alt)),
            ("\r", KeyEvent(.enter)), ("\n", KeyEvent(.enter)), ("\t", KeyEvent(.tab)),
            ("\u{7F}", KeyEvent(.backspace)), ("\u{08}", KeyEvent(.backspace)),
            ("\u{03}", KeyEvent.control("c")), ("\u{11}", KeyEvent.control("q")),
            ("\u{1B}", KeyEvent(.escape)), ("\u{1B}x", KeyEvent(.character("x"), modifiers: .alt)),
            ("\u{1B}[99X", KeyEvent(.unknown("\u{1B}[99X"))),
        ] as [(String, KeyEvent)])
    func sequences(input: String, expected: KeyEvent) {
        #expect(decode(input) == [expected])
    }

    @Test("UTF-8: multi-byte characters, wide characters, emoji and combining marks")
    func utf8() {
        #expect(decode("añ日👍🏽") == KeyEvent.typing("añ日👍🏽"))
        // A base and its combining mark arriving together stay one character.
        #expect(decode("e\u{301}") == [KeyEvent(.character("e\u{301}"))])
        #expect(decode("👩‍💻") == [KeyEvent(.character("👩‍💻"))])
    }

    @Test("a multi-byte character split across reads is decoded once whole")
    func splitCharacter() {
        let bytes = Array("日".utf8)
        for split in 1..<bytes.count {
            var decoder = KeyDecoder()
            #expect(decoder.decode(bytes[..<split]).isEmpty)
            #expect(decoder.hasPendingInput)
            #expect(decoder.decode(bytes[split...]) == [KeyEvent(.character("日"))])
        }
    }

    @Test("an escape sequence split across reads is one key, not Escape plus text")
    func splitSequence() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}".utf8)).isEmpty)
        #expect(decoder.decode(Array("[".utf8)).isEmpty)
        #expect(decoder.decode(Array("A".utf8)) == [KeyEvent(.up)])
    }

    @Test(
        "invalid UTF-8 becomes U+FFFD and decoding goes on",
        arguments: [
            ([0xFF, 0x61] as [UInt8], "\u{FFFD}a"),
            ([0xC3, 0x61], "\u{FFFD}a"),
            ([0xE6, 0x97], "\u{FFFD}"),
            ([0xED, 0xA0, 0x80, 0x62], "\u{FFFD}b"),  // an encoded surrogate
        ])
    func invalidUTF8(bytes: [UInt8], expected: String) {
        var decoder = KeyDecoder()
        let events = decoder.decode(bytes) + decoder.flush()
        let text = events.compactMap(\.insertedCharacter).map(String.init).joined()
        #expect(text == expected)
    }

    @Test("bracketed paste arrives as one event, keeping newlines, escapes and long text")
    func paste() {
        let long = String(repeating: "0123456789", count: 10_000)
        #expect(
            decode("\u{1B}[200~hello\nworld\u{1B}[201~x") == [
                KeyEvent(.paste("hello\nworld")), KeyEvent(.character("x")),
            ])
        #expect(decode("\u{1B}[200~" + long + "\u{1B}[201~") == [KeyEvent(.paste(long))])
        #expect(decode("\u{1B}[200~a\u{1B}[Ab\u{1B}[201~") == [KeyEvent(.paste("a\u{1B}[Ab"))])
    }

    @Test("a paste split anywhere, even inside its end marker, is delivered whole")
    func splitPaste() {
        let bytes = Array("\u{1B}[200~日本\u{1B}[201~".utf8)
        for split in 1..<bytes.count {
            var decoder = KeyDecoder()
            let events = decoder.decode(bytes[..<split]) + decoder.decode(bytes[split...])
            #expect(events == [KeyEvent(.paste("日本"))], "split at \(split)")
        }
    }

    @Test("keys typed in one burst come out in order")
    func burst() {
        #expect(
            decode("12a\t\u{1B}[Z\r") == KeyEvent.typing("12a") + [
                KeyEvent(.tab), KeyEvent(.backTab), KeyEvent(.enter),
            ])
    }

    @Test("text pasted without bracketed paste (a long run of characters in one read) arrives as one paste")
    func unbracketedPaste() {
        let pasted = String(repeating: "0123456789", count: 100) + "日本"
        #expect(
            decode(pasted + "\t" + pasted) == [
                KeyEvent(.paste(pasted)), KeyEvent(.tab), KeyEvent(.paste(pasted)),
            ])
        let typed = String(repeating: "a", count: KeyDecoder.pastedRunLength - 1)
        #expect(decode(typed) == KeyEvent.typing(typed), "a shorter run is typing: one key per character")
    }

    @Test("descriptions are readable")
    func descriptions() {
        #expect(KeyEvent.control("c").description == "Ctrl-C")
        #expect(KeyEvent(.backTab).description == "Shift-Tab")
        #expect(KeyEvent(.function(2)).description == "F2")
    }
}
