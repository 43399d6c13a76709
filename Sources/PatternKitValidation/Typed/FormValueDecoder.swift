import Foundation

/// Decodes an app's own `Decodable` type from a valid form's values — never from the body
/// they were read from — so what the app receives is exactly what was validated.
///
/// Each field's name is a coding key; a dotted name (`address.city`) is a key of a nested
/// type. Text decodes as `String` (and as a `String`-backed enumeration), numbers as any
/// integer or floating-point type and `Decimal`, a switch as `Bool`, a date as `Date`, a
/// list as an array, ``FormValue/null`` as `nil`.
struct FormValueDecoder: Decoder {
    /// A field's value, or a group of fields under a common dotted prefix.
    indirect enum Node {
        case value(FormValue)
        case group([String: Node])
    }

    let node: Node
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The tree of `values` by the dotted names of their fields.
    static func tree(_ values: [(name: String, value: FormValue)]) -> Node {
        var root: [String: Node] = [:]
        for (name, value) in values {
            insert(
                value, at: name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)[...],
                into: &root)
        }
        return .group(root)
    }

    private static func insert(_ value: FormValue, at path: ArraySlice<String>, into group: inout [String: Node]) {
        guard let key = path.first else { return }
        if path.count == 1 {
            group[key] = .value(value)
            return
        }
        var children: [String: Node] = [:]
        if case .group(let existing)? = group[key] { children = existing }
        insert(value, at: path.dropFirst(), into: &children)
        group[key] = .group(children)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .group(let members) = node else {
            throw DecodingError.typeMismatch(
                [String: Any].self, .init(codingPath: codingPath, debugDescription: "A field, not a group of fields"))
        }
        return KeyedDecodingContainer(Keyed(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .value(.list(let items)) = node else {
            throw DecodingError.typeMismatch(
                [Any].self, .init(codingPath: codingPath, debugDescription: "The field is not a list"))
        }
        return Unkeyed(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        Single(node: node, codingPath: codingPath)
    }

    /// `node` as `type`: the primitive types from their ``FormValue`` cases, any other type
    /// by its own `init(from:)`.
    static func decode<T: Decodable>(_ type: T.Type, from node: Node, at path: [any CodingKey]) throws -> T {
        guard case .value(let value) = node else { return try T(from: FormValueDecoder(node: node, codingPath: path)) }
        if let primitive = try primitive(type, from: value, at: path) { return primitive }
        return try T(from: FormValueDecoder(node: node, codingPath: path))
    }

    private static func primitive<T>(_ type: T.Type, from value: FormValue, at path: [any CodingKey]) throws -> T? {
        func mismatch() -> DecodingError {
            .typeMismatch(T.self, .init(codingPath: path, debugDescription: "The field holds \(value), not \(T.self)"))
        }
        switch T.self {
        case is String.Type:
            guard case .text(let text) = value else { throw mismatch() }
            return text as? T
        case is Bool.Type:
            guard case .bool(let flag) = value else { throw mismatch() }
            return flag as? T
        case is Date.Type:
            guard case .date(let date) = value else { throw mismatch() }
            return date as? T
        case is Decimal.Type:
            switch value {
            case .decimal(let number): return number as? T
            case .integer(let number): return Decimal(number) as? T
            case .number(let number): return Decimal(number) as? T
            default: throw mismatch()
            }
        case let integer as any FixedWidthInteger.Type:
            guard case .integer(let number) = value, let exact = integer.init(exactly: number) else { throw mismatch() }
            return exact as? T
        case let floating as any BinaryFloatingPoint.Type:
            switch value {
            case .number(let number): return floating.init(number) as? T
            case .integer(let number): return floating.init(number) as? T
            case .decimal(let number): return floating.init(NSDecimalNumber(decimal: number).doubleValue) as? T
            default: throw mismatch()
            }
        default:
            return nil
        }
    }

    private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let members: [String: Node]
        let codingPath: [any CodingKey]

        var allKeys: [Key] { members.keys.compactMap(Key.init(stringValue:)) }

        func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

        private func node(_ key: Key) throws -> Node {
            guard let node = members[key.stringValue] else {
                throw DecodingError.keyNotFound(
                    key, .init(codingPath: codingPath, debugDescription: "The form has no field “\(key.stringValue)”"))
            }
            return node
        }

        func decodeNil(forKey key: Key) throws -> Bool {
            if case .value(.null) = try node(key) { return true }
            return false
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try FormValueDecoder.decode(type, from: node(key), at: codingPath + [key])
        }

        func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type, forKey key: Key
        ) throws -> KeyedDecodingContainer<NestedKey> {
            try FormValueDecoder(node: node(key), codingPath: codingPath + [key]).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try FormValueDecoder(node: node(key), codingPath: codingPath + [key]).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder { FormValueDecoder(node: .group(members), codingPath: codingPath) }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            FormValueDecoder(node: try node(key), codingPath: codingPath + [key])
        }
    }

    private struct Unkeyed: UnkeyedDecodingContainer {
        let items: [FormValue]
        let codingPath: [any CodingKey]
        var currentIndex = 0

        init(items: [FormValue], codingPath: [any CodingKey]) {
            self.items = items
            self.codingPath = codingPath
        }

        var count: Int? { items.count }
        var isAtEnd: Bool { currentIndex >= items.count }

        private struct Index: CodingKey {
            let intValue: Int?
            var stringValue: String { intValue.map(String.init) ?? "" }
            init(intValue: Int) { self.intValue = intValue }
            init?(stringValue: String) { nil }
        }

        private mutating func next() throws -> (Node, [any CodingKey]) {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(
                    Any.self, .init(codingPath: codingPath, debugDescription: "The list has no more items"))
            }
            defer { currentIndex += 1 }
            return (.value(items[currentIndex]), codingPath + [Index(intValue: currentIndex)])
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, items[currentIndex] == .null else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            let (node, path) = try next()
            return try FormValueDecoder.decode(type, from: node, at: path)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy type: NestedKey.Type
        ) throws -> KeyedDecodingContainer<NestedKey> {
            let (node, path) = try next()
            return try FormValueDecoder(node: node, codingPath: path).container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            let (node, path) = try next()
            return try FormValueDecoder(node: node, codingPath: path).unkeyedContainer()
        }

        mutating func superDecoder() throws -> any Decoder {
            let (node, path) = try next()
            return FormValueDecoder(node: node, codingPath: path)
        }
    }

    private struct Single: SingleValueDecodingContainer {
        let node: Node
        let codingPath: [any CodingKey]

        func decodeNil() -> Bool {
            if case .value(.null) = node { return true }
            return false
        }

        func decode<T: Decodable>(_ type: T.Type) throws -> T {
            guard case .value(let value) = node,
                let primitive = try FormValueDecoder.primitive(type, from: value, at: codingPath)
            else {
                throw DecodingError.typeMismatch(
                    T.self, .init(codingPath: codingPath, debugDescription: "The field does not hold a \(T.self)"))
            }
            return primitive
        }
    }
}
