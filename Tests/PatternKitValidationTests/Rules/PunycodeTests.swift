import Testing

@testable import PatternKitValidation

@Suite("Punycode")
struct PunycodeTests {
    /// RFC 3492 section 7.1 samples and IDNA examples.
    @Test(
        "Encodes like RFC 3492",
        arguments: [
            ("bücher", "bcher-kva"), ("münchen", "mnchen-3ya"), ("他们为什么不说中文", "ihqwcrb4cv8a8dqg056pqjye"),
            ("почемужеонинеговорятпорусски", "b1abfaaepdrnnbgefbadotcwatmq2g4l"),
            ("3年B組金八先生", "3B-ww4c5e180e575a65lsy2b"),
            ("ليهمابتكلموشعربي؟", "egbpdaj6bu4bxfgehfvwxn"), ("例子", "fsqu00a"), ("пример", "e1afmkfd"),
            ("उदाहरण", "p1b6ci4b4b3a"),
            ("😀", "e28h"), ("abc", "abc-"),
        ])
    func encode(label: String, encoded: String) {
        #expect(Punycode.encode(Array(label.unicodeScalars)) == encoded)
    }
}
