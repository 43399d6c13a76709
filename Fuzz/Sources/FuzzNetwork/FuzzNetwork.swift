import Foundation
// Fuzzes the network rules: e-mail addresses, URLs, IP addresses.
import FuzzSupport
import PatternKitValidation

/// Full stops other than "." that IDNA maps to ".": issue 14 #3 accepts U+3002 in ASCII mode.
private let idnaDots: [Unicode.Scalar] = ["\u{3002}", "\u{FF0E}", "\u{FF61}"]

private func containsIDNADot(_ text: some StringProtocol) -> Bool {
    text.unicodeScalars.contains { idnaDots.contains($0) }
}

/// Whether glibc's `inet_pton` reads `text` as an address of `family`.
private func inetPton(_ family: Int32, _ text: String) -> Bool {
    var buffer = [UInt8](repeating: 0, count: 16)
    return text.withCString { inet_pton(family, $0, &buffer) } == 1
}

private func fuzzEmail(_ input: inout FuzzInput) {
    let options = input.byte()
    let long = options & 0x80 != 0
    let rule = EmailValidator(
        allowsUnicodeLocalPart: options & 1 != 0,
        allowsInternationalDomain: options & 2 != 0,
        allowsSingleLabelDomain: options & 4 != 0
    )
    let address = input.rest(long: long)
    guard Fuzz.verdict("email", rule, address) else { return }
    let utf8 = Array(address.utf8)
    Fuzz.require(utf8.count <= 1024, "email: \(utf8.count) bytes accepted")
    let at = address.lastIndex(of: "@")
    Fuzz.require(at != nil, "email: no @ in accepted \(Fuzz.quoted(address))")
    guard let at else { return }
    let local = address[..<at]
    let domain = address[address.index(after: at)...]
    Fuzz.require(
        local.utf8.count <= EmailValidator.maximumLocalPartLength, "email: local part too long: \(Fuzz.quoted(address))"
    )
    if !rule.allowsUnicodeLocalPart {
        Fuzz.require(
            local.unicodeScalars.allSatisfy(\.isASCII), "email: non-ASCII local part accepted: \(Fuzz.quoted(address))")
    }
    if !rule.allowsInternationalDomain {
        Fuzz.require(
            domain.unicodeScalars.allSatisfy(\.isASCII),
            "email: non-ASCII domain accepted in ASCII mode: \(Fuzz.quoted(address))",
            unless: containsIDNADot(domain), known: "issue 14 #3, U+3002 as a label separator"
        )
    }
    if !rule.allowsSingleLabelDomain {
        Fuzz.require(
            domain.contains(".") || containsIDNADot(domain) || domain.hasPrefix("["),
            "email: single-label domain accepted: \(Fuzz.quoted(address))"
        )
    }
}

private func fuzzURL(_ input: inout FuzzInput) {
    let options = input.byte()
    let long = options & 0x80 != 0
    let schemes: Set<String> = options & 0x40 != 0 ? ["ftp", "HTTPS"] : ["http", "https"]
    let maximumLength = options & 0x20 != 0 ? 2048 : Fuzz.longInputBytes + 10
    let rule = URLValidator(
        schemes: schemes,
        allowsUserInfo: options & 1 != 0,
        allowsSingleLabelHost: options & 2 != 0,
        allowsIPAddressHost: options & 4 != 0,
        allowsInternationalHost: options & 8 != 0,
        maximumLength: maximumLength
    )
    let url = input.rest(long: long)
    guard Fuzz.verdict("url", rule, url) else { return }
    Fuzz.require(url.utf8.count <= maximumLength, "url: \(url.utf8.count) bytes accepted, maximum \(maximumLength)")
    let scheme = url.prefix { $0 != ":" }.lowercased()
    Fuzz.require(rule.schemes.contains(scheme), "url: scheme \(Fuzz.quoted(scheme)) accepted from \(Fuzz.quoted(url))")
    if !rule.allowsInternationalHost, let start = url.range(of: "://")?.upperBound {
        let authority = url[start...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        Fuzz.require(
            authority.unicodeScalars.allSatisfy(\.isASCII),
            "url: non-ASCII host accepted in ASCII mode: \(Fuzz.quoted(url))",
            unless: containsIDNADot(authority), known: "issue 14 #3, U+3002 as a label separator"
        )
    }
}

private func fuzzIP(_ input: inout FuzzInput) {
    let options = input.byte()
    let long = options & 0x80 != 0
    let text = input.rest(long: long)
    let v4 = Fuzz.verdict("ipv4", IPAddressValidator.ipv4, text)
    let v6 = Fuzz.verdict("ipv6", IPAddressValidator.ipv6, text)
    let any = Fuzz.verdict("ip", IPAddressValidator.ipAddress, text)
    Fuzz.require(any == (v4 || v6), "ip: any \(any), v4 \(v4), v6 \(v6) for \(Fuzz.quoted(text))")
    let zoned = Fuzz.verdict("ipv6+zone", IPAddressValidator(.v6, allowsZone: true), text)
    Fuzz.require(!v6 || zoned, "ip: allowing zones rejects \(Fuzz.quoted(text))")
    let plain = Fuzz.verdict("ipv6-embedded", IPAddressValidator(.v6, allowsEmbeddedIPv4: false), text)
    Fuzz.require(!plain || v6, "ip: disallowing embedded IPv4 accepts more: \(Fuzz.quoted(text))")
    // glibc's inet_pton is the reference (it also rejects leading zeros in IPv4).
    guard !text.utf8.contains(0), text.utf8.count < 100 else { return }
    Fuzz.require(v4 == inetPton(AF_INET, text), "ipv4: \(v4) but inet_pton \(!v4) for \(Fuzz.quoted(text))")
    Fuzz.require(v6 == inetPton(AF_INET6, text), "ipv6: \(v6) but inet_pton \(!v6) for \(Fuzz.quoted(text))")
}

/// libFuzzer's callback: the first byte picks the rule.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    switch input.byte() % 3 {
    case 0: fuzzEmail(&input)
    case 1: fuzzURL(&input)
    default: fuzzIP(&input)
    }
    return 0
}

/// The executable's entry (SwiftPM links `main` to `<Target>_main`).
@_cdecl("FuzzNetwork_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    Fuzz.main(argc, argv, testOneInput)
}
