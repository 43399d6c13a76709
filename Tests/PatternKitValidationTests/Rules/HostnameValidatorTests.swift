import PatternKitValidation
import Testing

@Suite("Host name rule")
struct HostnameValidatorTests {
    /// Includes the FQDN vectors of SwiftValidators' suite (validator.js's isFQDN).
    @Test(
        "Fully qualified names pass",
        arguments: [
            "domain.com", "dom.plato", "a.domain.co", "foo--bar.com", "xn--froschgrn-x9a.com", "rebecca.blackfriday",
            "www9.example.com", "www1.exaple.com", "w1w.example12.org", "example.com", "sub.example.co.uk", "a.b",
            "1.example", "123.example.com", "xn--80ak6aa92e.com", "пример.рф", "例子.中国", "例子。中国", "bücher.example",
            String(repeating: "a", count: 63) + ".com",
        ])
    func valid(name: String) {
        #expect(HostnameValidator.hostname.failures(name) == [])
    }

    @Test(
        "Everything else fails with code 1165 and says why",
        arguments: [
            ("abc", "singleLabel", nil), ("localhost", "singleLabel", nil), ("256.0.0.0", "numericTopLevelDomain", 8),
            ("192.168.0.1", "numericTopLevelDomain", 10), ("_.com", "invalidCharacter", 0),
            ("*.som.com", "invalidCharacter", 0), ("s!ome.com", "invalidCharacter", 1),
            ("domain.com/", "invalidCharacter", 10),
            ("/more.com", "invalidCharacter", 0), ("", "emptyLabel", 0), ("example.com.", "emptyLabel", 12),
            (".example.com", "emptyLabel", 0), ("exa..mple.com", "emptyLabel", 4),
            ("-example.com", "misplacedHyphen", 0),
            ("example-.com", "misplacedHyphen", 0), ("exa mple.com", "invalidCharacter", 3),
            ("example.com:80", "invalidCharacter", 11), ("_dmarc.example.com", "invalidCharacter", 0),
            (String(repeating: "a", count: 64) + ".com", "labelTooLong", 63),
            (Array(repeating: String(repeating: "a", count: 63), count: 5).joined(separator: "."), "tooLong", nil),
            (String(repeating: "a", count: 2000), "tooLong", nil),
        ] as [(String, String, Int?)])
    func invalid(name: String, problem: String, offset: Int?) {
        let error = HostnameValidator.hostname.firstFailure(name)
        #expect(error?.code == .hostname)
        #expect(error?.problem == problem)
        #expect(error?.parameters[.utf16Offset]?.intValue == offset)
    }

    @Test("Options: single labels, ASCII only, the trailing dot")
    func options() {
        let intranet = HostnameValidator(allowsSingleLabel: true)
        #expect(intranet.isValid("localhost") && intranet.isValid("build-server") && intranet.isValid("example.com"))
        let ascii = HostnameValidator(allowsInternational: false)
        #expect(ascii.isValid("xn--80ak6aa92e.com"))
        #expect(ascii.firstFailure("пример.рф")?.problem == "invalidCharacter")
        #expect(ascii.firstFailure("example\u{3002}com")?.problem == "invalidCharacter")
        let absolute = HostnameValidator(allowsTrailingDot: true)
        #expect(absolute.isValid("example.com.") && absolute.isValid("example.com"))
        #expect(!absolute.isValid(".") && !absolute.isValid("example.com.."))
    }

    @Test(
        "The host rule agrees with the hosts the e-mail and URL rules accept",
        arguments: [
            "example.com", "пример.рф", "localhost", "256.0.0.0", "a_b.com", "exa..mple.com", "xn--froschgrn-x9a.com",
            "-a.com", String(repeating: "a", count: 64) + ".com",
        ])
    func agreesWithEmailAndURL(name: String) {
        let host = HostnameValidator.hostname.isValid(name)
        #expect(EmailValidator.email.isValid("ada@" + name) == host)
        #expect(
            URLValidator.url.isValid("https://" + name + "/") == host || name.allSatisfy { $0.isNumber || $0 == "." })
    }

    @Test(
        "The message names the rule in every language",
        arguments: [
            ("en", "The input is not a valid host name"), ("hi", "इनपुट एक मान्य होस्ट नाम नहीं है"),
            ("ru", "Значение не является допустимым именем хоста"), ("zh-Hans", "输入不是有效的主机名"),
        ])
    func message(language: String, reason: String) {
        #expect(HostnameValidator.hostname.firstFailure("localhost")?.localizedFailureReason(in: language) == reason)
    }
}
