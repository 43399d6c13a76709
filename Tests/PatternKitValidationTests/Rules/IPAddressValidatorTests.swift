import PatternKitValidation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("IP address rules")
struct IPAddressValidatorTests {
    @Test(
        "IPv4 in dotted-quad form",
        arguments: [
            ("0.0.0.0", true), ("127.0.0.1", true), ("192.168.0.1", true), ("255.255.255.255", true), ("1.2.3.4", true),
            ("256.0.0.1", false), ("1.2.3", false), ("1.2.3.4.5", false), ("01.2.3.4", false), ("1.2.3.04", false),
            ("1..3.4", false), (".1.2.3", false), ("1.2.3.", false), ("1.2.3.4 ", false), (" 1.2.3.4", false),
            ("", false),
            ("1.2.3.a", false), ("0x7f.0.0.1", false), ("127.1", false), ("1.2.3.1000", false), ("١.٢.٣.٤", false),
            ("1.2.3.4\u{0}", false), ("999.999.999.999", false),
        ])
    func ipv4(address: String, valid: Bool) {
        #expect(IPAddressValidator(.v4).isValid(address) == valid)
        #expect(IPAddressValidator(.v4).code(address) == (valid ? nil : .ipv4Address))
    }

    @Test(
        "IPv6 in every compressed form",
        arguments: [
            ("2001:0db8:85a3:0000:0000:8a2e:0370:7334", true), ("2001:db8:85a3::8a2e:370:7334", true), ("::", true),
            ("::1", true), ("1::", true), ("1::8", true), ("1:2:3:4:5:6:7::", true), ("::2:3:4:5:6:7:8", true),
            ("1:2:3:4:5:6::8", true), ("1::4:5:6:7:8", true), ("FE80::0202:B3FF:FE1E:8329", true), ("fe80::", true),
            ("::ffff:192.0.2.128", true), ("64:ff9b::192.0.2.33", true), ("1:2:3:4:5:6:1.2.3.4", true),
            ("::1.2.3.4", true),
            ("1:2:3:4:5:6:7:8", true), ("0:0:0:0:0:0:0:0", true),
            ("1:2:3:4:5:6:7:8:9", false), ("1:2:3:4:5:6:7", false), ("1::2::3", false), (":::", false),
            ("1:::2", false),
            (":1:2:3:4:5:6:7", false), ("1:2:3:4:5:6:7:", false), ("12345::", false), ("g::", false),
            ("::1.2.3", false),
            ("1:2:3:4:5:6:7:1.2.3.4", false), ("::1.2.3.4:5", false), ("::256.1.1.1", false),
            ("1:2:3:4:5:6:7:8::", false),
            ("::1:2:3:4:5:6:7:8", false), ("[::1]", false), ("fe80::1%en0", false), ("", false), (":", false),
            ("::ffff:01.2.3.4", false), (" ::1", false), ("::1 ", false), ("1:2:3:4:5:6:7::8", false),
        ])
    func ipv6(address: String, valid: Bool) {
        #expect(IPAddressValidator(.v6).isValid(address) == valid)
        #expect(IPAddressValidator(.v6).code(address) == (valid ? nil : .ipv6Address))
    }

    @Test("Options: zones, IPv4 suffixes, either family")
    func options() {
        let zoned = IPAddressValidator(.v6, allowsZone: true)
        #expect(zoned.isValid("fe80::1%en0"))
        #expect(zoned.isValid("fe80::1%eth0.100"))
        #expect(!zoned.isValid("fe80::1%"))
        #expect(!zoned.isValid("fe80::1%en 0"))
        let pure = IPAddressValidator(.v6, allowsEmbeddedIPv4: false)
        #expect(!pure.isValid("::ffff:192.0.2.128"))
        #expect(pure.isValid("::ffff:c000:280"))
        let any = IPAddressValidator.ipAddress
        #expect(any.isValid("10.0.0.1") && any.isValid("::1"))
        #expect(any.code("10.0.0") == .ipAddress)
    }

    /// A seeded linear congruential generator (Knuth's MMIX constants), so a failure
    /// reproduces; the high bits it returns are good enough to pick test pieces.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 32 | state << 32
        }
    }

    /// Text made of the characters IPv6 addresses use, biased towards near-misses.
    static func candidate(_ random: inout Seeded) -> String {
        let pieces = ["0", "1", "a", "F", "ff", "db8", "ffff", "12345", ":", "::", ".", "192.0.2.1", "1.2.3"]
        let count = Int.random(in: 1...11, using: &random)
        return (0..<count).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
    }

    @Test("IPv6 and IPv4 answers agree with the C library's inet_pton on 20 000 generated strings")
    func agreesWithInetPton() {
        var random = Seeded(state: 20_240_501)
        var accepted = 0
        for _ in 0..<20_000 {
            let text = Self.candidate(&random)
            var buffer = [UInt8](repeating: 0, count: 16)
            let system6 = inet_pton(AF_INET6, text, &buffer) == 1
            let system4 = inet_pton(AF_INET, text, &buffer) == 1
            #expect(IPAddressValidator(.v6).isValid(text) == system6, "\(text)")
            #expect(IPAddressValidator(.v4).isValid(text) == system4, "\(text)")
            if system6 { accepted += 1 }
        }
        // The generator must reach both answers for the comparison to mean something.
        #expect(accepted > 500)
        #expect(accepted < 19_500)
    }
}
