import Foundation
import PatternKitValidation
import Testing

@Suite("URL rule")
struct URLValidatorTests {
    static let valid = [
        "https://example.com", "http://example.com/", "HTTPS://EXAMPLE.COM/PATH",
        "https://www.example.co.uk/a/b/c.html",
        "https://example.com:8080/path?query=1&b=2#fragment", "https://example.com/?q=a%20b", "https://example.com#",
        "https://sub-domain.example.com/~user/", "https://example.com/search?q[]=1&q[]=2",
        "https://fonts.example/css?family=A|B",
        "http://192.168.0.1/", "http://[2001:db8::1]:8080/", "http://[::ffff:192.0.2.1]/",
        "https://xn--80ak6aa92e.com/",
        "https://пример.рф/путь?ключ=значение", "https://例子.中国/", "https://example.com/wiki/Straße",
        "https://a.b/c:d@e",
        "https://example.com:0", "https://example.com:65535/", "https://example.com/a,b;c=d!$&'()*+",
    ]

    @Test("URLs with a host and an allowed scheme pass", arguments: valid)
    func validURLs(url: String) {
        #expect(URLValidator().failures(url) == [])
    }

    @Test("Every accepted ASCII URL is one Foundation parses with the same host", arguments: valid)
    func agreesWithFoundation(url: String) throws {
        guard url.unicodeScalars.allSatisfy(\.isASCII) else { return }
        let parsed = try #require(URL(string: url))
        #expect(parsed.host?.isEmpty == false)
        #expect(["http", "https"].contains(parsed.scheme?.lowercased()))
    }

    @Test(
        "Unacceptable URLs fail with code 1160 and say why",
        arguments: [
            ("", "missingScheme", nil), ("example.com", "missingScheme", nil),
            ("example.com:8080/path", "missingScheme", nil),
            ("localhost:3000", "missingScheme", nil), ("//example.com", "missingScheme", nil),
            ("ftp://example.com", "schemeNotAllowed", nil), ("javascript:alert(1)", "schemeNotAllowed", nil),
            ("mailto:ada@example.com", "schemeNotAllowed", nil), ("https:example.com", "missingHost", 6),
            ("https://", "missingHost", 8), ("https:///path", "missingHost", 8), ("https://:80", "missingHost", 8),
            ("https://user:pass@example.com", "userInfoNotAllowed", 8), ("https://example..com", "emptyLabel", 16),
            ("https://example.com./", "emptyLabel", 20), ("https://exa mple.com", "invalidHostCharacter", 11),
            ("https://exa_mple.com", "invalidHostCharacter", 11), ("https://-example.com", "misplacedHyphen", 8),
            ("https://localhost/", "singleLabelHost", 8), ("https://256.1.1.1/", "invalidIPAddress", 8),
            ("https://1.2.3/", "invalidIPAddress", 8), ("http://[2001:db8::1::1]/", "invalidIPAddress", 7),
            ("http://[2001:db8::1/", "invalidIPAddress", 7), ("http://[::1]x/", "invalidHostCharacter", 12),
            ("https://example.com:", "invalidPort", 19), ("https://example.com:65536", "invalidPort", 20),
            ("https://example.com:8o", "invalidPort", 21), ("https://example.com/a b", "invalidCharacter", 21),
            ("https://example.com/a\"b", "invalidCharacter", 21),
            ("https://example.com/<script>", "invalidCharacter", 20),
            ("https://example.com/#a#b", "invalidCharacter", 22),
            ("https://example.com/%zz", "invalidPercentEncoding", 20),
            ("https://example.com/%4", "invalidPercentEncoding", 20),
            ("https://example.com/\u{202E}txt", "invalidCharacter", 20),
            ("https://example.com/\u{0}", "invalidCharacter", 20),
            ("https://example.com/a\u{3000}b", "invalidCharacter", 21),
            ("https://example.com\n", "invalidHostCharacter", 19), ("https://例子.中国🙂/", "invalidHostCharacter", 13),
        ] as [(String, String, Int?)])
    func invalid(url: String, problem: String, offset: Int?) {
        let error = URLValidator().firstFailure(url)
        #expect(error?.code == .url)
        #expect(error?.problem == problem)
        #expect(error?.parameters[.utf16Offset]?.intValue == offset)
    }

    @Test("The scheme allow-list is case-insensitive and the error names the scheme")
    func schemes() {
        let secure = URLValidator(schemes: ["HTTPS"])
        #expect(secure.isValid("https://example.com"))
        #expect(secure.isValid("HtTpS://example.com"))
        let error = secure.firstFailure("HTTP://example.com")
        #expect(error?.problem == "schemeNotAllowed")
        #expect(error?.parameters[.scheme] == "http")
        let files = URLValidator(schemes: ["ftp", "sftp"])
        #expect(files.isValid("sftp://files.example.com/pub"))
        #expect(!files.isValid("https://example.com"))
    }

    @Test("Options: user information, single-label hosts, IP hosts, international hosts, length")
    func options() {
        let lenient = URLValidator(allowsUserInfo: true, allowsSingleLabelHost: true)
        #expect(lenient.isValid("https://user:p%40ss@localhost:8443/"))
        #expect(lenient.firstFailure("https://us er@example.com")?.problem == "invalidUserInfo")
        #expect(lenient.firstFailure("https://user%4@example.com")?.problem == "invalidPercentEncoding")
        let namesOnly = URLValidator(allowsIPAddressHost: false)
        #expect(namesOnly.firstFailure("http://127.0.0.1/")?.problem == "ipAddressNotAllowed")
        #expect(namesOnly.firstFailure("http://[::1]/")?.problem == "ipAddressNotAllowed")
        let ascii = URLValidator(allowsInternationalHost: false)
        #expect(ascii.firstFailure("https://пример.рф/")?.problem == "invalidHostCharacter")
        #expect(ascii.isValid("https://xn--e1afmkfd.xn--p1ai/путь"))
        let short = URLValidator(maximumLength: 24)
        #expect(short.isValid("https://example.com/abcd"))
        let error = short.firstFailure("https://example.com/abcde")
        #expect(error?.problem == "tooLong")
        #expect(error?.parameters[.maximum] == 24)
    }

    /// Includes the scheme-less vectors of SwiftValidators (isURL) and FormValidatorSwift
    /// (URLShorthandCondition).
    @Test(
        "Without a required scheme, what people type passes",
        arguments: [
            ("www.google.com", true), ("google.com", true), ("http://www.google.com", true),
            ("example.com/about", true),
            ("example.com:8080/path?q=1#top", true), ("sub.example.co.uk", true), ("https://example.com", true),
            ("пример.рф/путь", true), ("192.168.0.1/admin", true), ("[2001:db8::1]:8080/", true),
            ("example.com?q=1", true),
            ("text", false), ("http://", false), ("localhost:3000", false), ("ftp://example.com", false),
            ("example..com", false), ("exa mple.com", false), ("mailto:ada@example.com", false),
            ("//example.com", false),
            ("ada@example.com", false), ("", false), ("example.com/a b", false),
        ])
    func withoutScheme(url: String, valid: Bool) {
        #expect(URLValidator.url(requiringScheme: false).isValid(url) == valid)
        #expect(URLValidator(requiresScheme: false).failures(url).map(\.code) == (valid ? [] : [.url]))
    }

    @Test("Without a required scheme, problems are those of the host, and a scheme must still be allowed")
    func withoutSchemeProblems() {
        let typed = URLValidator(requiresScheme: false)
        #expect(typed.firstFailure("text")?.problem == "singleLabelHost")
        #expect(typed.firstFailure("ftp://example.com")?.problem == "schemeNotAllowed")
        #expect(typed.firstFailure("ftp://example.com")?.parameters[.scheme] == "ftp")
        #expect(typed.firstFailure("example.com")?.parameters[.scheme] == nil)
        #expect(typed.firstFailure("exa_mple.com")?.problem == "invalidHostCharacter")
        #expect(typed.firstFailure("exa_mple.com")?.parameters[.utf16Offset] == 3)
        let intranet = URLValidator(allowsSingleLabelHost: true, requiresScheme: false)
        #expect(intranet.isValid("localhost:3000/x") && intranet.isValid("intranet"))
        #expect(URLValidator.url.firstFailure("example.com")?.problem == "missingScheme")
    }

    @Test(
        "Pathological input finishes and fails",
        arguments: [
            String(repeating: ".", count: 100_000), "https://" + String(repeating: "a.", count: 100_000) + "com",
            "https://" + String(repeating: "a.", count: 1000) + "com",
            "https://example.com/" + String(repeating: "%", count: 2000),
            "https://" + String(repeating: ":", count: 2000), "https://" + String(repeating: "@", count: 2000),
            String(repeating: "h", count: 2000) + "://x.y",
        ])
    func pathological(input: String) {
        #expect(!URLValidator().isValid(input))
    }
}
