#if Vapor
    import Foundation
    import NIOCore

    /// Who a client is, for a limit on its requests: the address its connection comes from.
    enum ClientAddress {
        /// The key of `address` (``key(ofIPAddress:)`` of its text).
        static func key(of address: SocketAddress?) -> String {
            key(ofIPAddress: address?.ipAddress)
        }

        /// The key of an IP address written as text: an IPv4 address as written; an IPv6
        /// address by its first 64 bits — what one customer's network is given, so that a
        /// client cannot step around a limit by using the next of its 2⁶⁴ addresses — except an
        /// IPv4-mapped one (`::ffff:192.0.2.1`), which is its IPv4 address; `"-"` when there is
        /// none (a Unix socket, a request made in-process).
        static func key(ofIPAddress text: String?) -> String {
            guard let text, !text.isEmpty else { return "-" }
            guard text.contains(":"), let groups = groups(ofIPv6: text) else { return text }
            if groups[0..<5].allSatisfy({ $0 == 0 }), groups[5] == 0xFFFF {
                return [groups[6] >> 8, groups[6] & 0xFF, groups[7] >> 8, groups[7] & 0xFF].map(String.init)
                    .joined(separator: ".")
            }
            return groups[0..<4].map { String($0, radix: 16) }.joined(separator: ":") + "::/64"
        }

        /// The eight 16-bit groups of an IPv6 address written as `inet_ntop` writes it (`::`
        /// for zeros, an IPv4 address at the end, a `%zone`), or `nil` when it is none.
        static func groups(ofIPv6 text: String) -> [UInt16]? {
            var text = Substring(text.split(separator: "%", maxSplits: 1).first ?? "")
            var tail: [UInt16] = []
            if let colon = text.lastIndex(of: ":"), text[colon...].contains(".") {
                let octets = text[text.index(after: colon)...].split(separator: ".").compactMap { UInt8($0) }
                guard octets.count == 4 else { return nil }
                tail = [UInt16(octets[0]) << 8 | UInt16(octets[1]), UInt16(octets[2]) << 8 | UInt16(octets[3])]
                text = text[...colon]
                if text.hasSuffix("::") == false { text = text.dropLast() }
            }
            let halves = text.components(separatedBy: "::")
            guard halves.count <= 2 else { return nil }
            func parse(_ part: String) -> [UInt16]? {
                guard !part.isEmpty else { return [] }
                var groups: [UInt16] = []
                for group in part.split(separator: ":", omittingEmptySubsequences: false) {
                    guard group.count <= 4, let value = UInt16(group, radix: 16) else { return nil }
                    groups.append(value)
                }
                return groups
            }
            guard let head = parse(halves[0]) else { return nil }
            var groups = head
            if halves.count == 2 {
                guard let rest = parse(halves[1]) else { return nil }
                let zeros = 8 - head.count - rest.count - tail.count
                guard zeros >= 1 else { return nil }
                groups += Array(repeating: 0, count: zeros) + rest
            }
            groups += tail
            return groups.count == 8 ? groups : nil
        }
    }
#endif
