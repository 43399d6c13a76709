import PatternKitValidation
import Testing

@Suite("Accept-Language: the message language a request asks for")
struct AcceptLanguageTests {
    @Test(
        "Quality values order the languages, q=0 refuses, malformed entries are skipped, English when nothing matches",
        arguments: [
            (nil, [], "en"),
            ("", [], "en"),
            ("de", ["de"], "de"),
            ("de-CH", ["de-CH"], "de"),
            ("de;q=0.9, fr", ["fr", "de"], "fr"),
            ("fr-CH, fr;q=0.9, de;q=0.8, *;q=0.5", ["fr-CH", "fr", "de"], "fr"),
            ("sv, da;q=0.8", ["sv", "da"], "en"),
            ("sv, ru;q=0.1", ["sv", "ru"], "ru"),
            ("ru;q=0, uk", ["uk"], "uk"),
            ("ja;q=0.5, ko;q=0.5", ["ja", "ko"], "ja"),
            ("zh-Hans-CN, en;q=0.2", ["zh-Hans-CN", "en"], "zh-Hans"),
            ("pt-BR;q=1.0, es;q=0.999", ["pt-BR", "es"], "pt-BR"),
            ("xx", ["xx"], "en"),
            ("*", [], "en"),
            ("de;q=2, fr;q=abc, it", ["it"], "it"),
            ("Q=0.5;de, ;;, -, 12, toolongsubtag1, ar;Q=0.7", ["ar"], "ar"),
            ("  hi ;  q = 0.8 , tr ", ["tr", "hi"], "tr"),
        ] as [(String?, [String], String)])
    func negotiation(header: String?, languages: [String], language: String) {
        let accept = AcceptLanguage(header)
        #expect(accept.languages == languages)
        #expect(accept.messageLanguage == language)
    }

    @Test("A hostile header is read only as far as its first entries: later ones never count")
    func longHeader() {
        let tail = Array(repeating: "xx;q=0.1", count: 19_000).joined(separator: ",")
        // 19,000 entries after the language asked for: it is served.
        #expect(AcceptLanguage("pl;q=0.2," + tail).messageLanguage == "pl")
        #expect(AcceptLanguage("pl;q=0.2," + tail).languages.count == AcceptLanguage.maximumEntries)
        // A language after the first 32 entries is not read: English, as for a header asking for nothing.
        #expect(AcceptLanguage(tail + ",pl;q=0.2").messageLanguage == "en")
        // Nor after the first 1,024 bytes, however few the entries.
        let padded = "xx-" + String(repeating: "a", count: 8) + ";q=0.1," + String(repeating: " ", count: 1_100) + "pl"
        #expect(AcceptLanguage(padded).messageLanguage == "en")
    }
}
