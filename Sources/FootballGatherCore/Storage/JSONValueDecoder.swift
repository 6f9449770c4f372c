import Foundation

/// Decodes a `Decodable` from what `JSONScanner` read, through the type's own
/// `init(from:)`: the quick path and `JSONDecoder` share one decoding, so a field added to
/// a model is read by both. Anything the scanner did not keep exactly (a fraction, an
/// exponent) throws, and the caller falls back to `JSONDecoder` and its precise errors.
///
/// No coding path is kept: a failure here is never shown (`JSONDecoder` reads the file
/// again and words it), and building one per field would cost more than the field.
struct JSONValueDecoder: Decoder {
    let value: JSONValue
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ value: JSONValue) { self.value = value }

    static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) -> T? {
        try? T(from: JSONValueDecoder(value))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let fields) = value else { throw mismatch([JSONMember].self) }
        return KeyedDecodingContainer(KeyedFields<Key>(fields: fields))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw mismatch([JSONValue].self) }
        return Elements(elements: elements)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    fileprivate func mismatch(_ type: Any.Type) -> DecodingError {
        .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "not what the quick reader kept"))
    }
}

extension JSONValueDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { value == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let flag) = value else { throw mismatch(type) }
        return flag
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let text) = value else { throw mismatch(type) }
        return text
    }

    func decode(_ type: Double.Type) throws -> Double {
        switch value {
        case .number(let number): return number
        case .integer(let integer): return Double(integer)
        default: throw mismatch(type)
        }
    }

    func decode(_ type: Float.Type) throws -> Float { throw mismatch(type) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    /// Dates as the stores write them (`.iso8601`, whole seconds in UTC); any other form
    /// throws, for `JSONDecoder` to read with its own strategy.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if type == Date.self {
            guard case .string(let text) = value, let date = InternetDate.parse(text) as? T else { throw mismatch(type) }
            return date
        }
        if case .array(let elements) = value, let direct = type as? any DirectlyScannedArray.Type,
           let built = direct.scanned(elements) as? T {
            return built
        }
        return try T(from: self)
    }

    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard case .integer(let number) = value, let exact = T(exactly: number) else { throw mismatch(type) }
        return exact
    }
}

private struct KeyedFields<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let fields: [JSONMember]
    var codingPath: [any CodingKey] { [] }

    var allKeys: [Key] { fields.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { fields[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool { try field(key) == .null }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder(for: key).decode(type)
    }

    // The fields a data file is made of, read without the generic round trip through `init(from:)`.
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder(for: key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder(for: key).decode(type) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder(for: key).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder(for: key).decode(type) }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try present(key).map { try $0.decode(type) }
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try present(key).map { try $0.decode(type) } }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try present(key).map { try $0.decode(type) } }

    /// The field's decoder, or nil when it is absent or null.
    private func present(_ key: Key) -> JSONValueDecoder? {
        guard let value = fields[key.stringValue], value != .null else { return nil }
        return JSONValueDecoder(value)
    }

    private func decoder(for key: Key) throws -> JSONValueDecoder {
        JSONValueDecoder(try field(key))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { JSONValueDecoder(.object(fields)) }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        JSONValueDecoder(fields[key.stringValue] ?? .null)
    }

    private func field(_ key: Key) throws -> JSONValue {
        guard let value = fields[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no such field"))
        }
        return value
    }
}

private struct Elements: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    var codingPath: [any CodingKey] { [] }
    var currentIndex = 0

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    mutating func decodeNil() throws -> Bool {
        guard try next() == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let decoded = try elementDecoder().decode(type)
        currentIndex += 1
        return decoded
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let nested = try elementDecoder().container(keyedBy: type)
        currentIndex += 1
        return nested
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let nested = try elementDecoder().unkeyedContainer()
        currentIndex += 1
        return nested
    }

    mutating func superDecoder() throws -> any Decoder {
        let decoder = try elementDecoder()
        currentIndex += 1
        return decoder
    }

    private func next() throws -> JSONValue {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(JSONValue.self, .init(codingPath: codingPath, debugDescription: "no more elements"))
        }
        return elements[currentIndex]
    }

    private func elementDecoder() throws -> JSONValueDecoder {
        JSONValueDecoder(try next())
    }
}

/// A small value a data file holds by the thousand (a gather's members), built straight
/// from what the scanner read when it has exactly the fields this reader knows; any other
/// shape (a field added since, a missing one) returns nil and goes through `init(from:)`,
/// so this path can never drop a field.
protocol DirectlyScanned: Decodable {
    init?(scanned value: JSONValue)
}

/// An array of `DirectlyScanned` values, built in one loop: nil when any element is not
/// of the shape its reader knows, and the whole array goes through `init(from:)`.
protocol DirectlyScannedArray {
    static func scanned(_ elements: [JSONValue]) -> Self?
}

extension Array: DirectlyScannedArray where Element: DirectlyScanned {
    static func scanned(_ elements: [JSONValue]) -> [Element]? {
        var built: [Element] = []
        built.reserveCapacity(elements.count)
        for element in elements {
            guard let value = Element(scanned: element) else { return nil }
            built.append(value)
        }
        return built
    }
}
