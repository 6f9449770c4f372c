import Foundation

/// Builds an `EncodedJSON` through a type's own `encode(to:)`, so that the quick writer and
/// `JSONEncoder` share one encoding: a field added to a model is written by both.
/// `JSONEncoder` costs a boxed container, a dynamic cast and a dictionary per value, which
/// for a history of 10,000 gathers was half of an import.
///
/// What this encoder does not write exactly as `JSONEncoder` (with `.iso8601` dates)
/// would throw `Unsupported`, and the caller falls back to `JSONEncoder`: a `Float`, a
/// non-finite number, a date with a fraction of a second or outside the years 1900 to
/// 9999, a `URL`, `Data` or `Decimal` (which `JSONEncoder` treats specially), a super encoder.
final class JSONTreeEncoder: Encoder {
    struct Unsupported: Error {}

    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    fileprivate var result: EncodedJSON?
    /// Set by the calls that cannot throw (a super encoder); checked once the value is built.
    fileprivate let failure: Failure

    fileprivate final class Failure { var unsupported = false }

    private init(failure: Failure) { self.failure = failure }

    /// The tree of `value`; throws `Unsupported` (or the value's own error) when the text
    /// would not be exactly `JSONEncoder`'s.
    static func tree<T: Encodable>(of value: T) throws -> EncodedJSON {
        let failure = Failure()
        let tree = try encoded(value, failure: failure, topLevel: true)
        guard !failure.unsupported else { throw Unsupported() }
        return tree
    }

    fileprivate static func encoded<T: Encodable>(_ value: T, failure: Failure, topLevel: Bool = false) throws -> EncodedJSON {
        if let text = value as? String { return .string(text) }
        if let number = value as? Int { return .number(String(number)) }
        if let date = value as? Date { return .string(try InternetDate.text(of: date)) }
        if let direct = value as? any DirectlyWrittenArray { return .direct(direct) }
        if value is URL || value is Data || value is Decimal { throw Unsupported() }
        let encoder = JSONTreeEncoder(failure: failure)
        try value.encode(to: encoder)
        if let result = encoder.result { return result }
        // `JSONEncoder` refuses a top-level value that wrote nothing and writes `{}` for a nested one.
        guard !topLevel else { throw Unsupported() }
        return .object(EncodedObject())
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object(let object)? = result { return KeyedEncodingContainer(TreeKeyedContainer(object: object, failure: failure)) }
        let object = EncodedObject()
        result = .object(object)
        return KeyedEncodingContainer(TreeKeyedContainer(object: object, failure: failure))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array(let array)? = result { return TreeUnkeyedContainer(array: array, failure: failure) }
        let array = EncodedArray()
        result = .array(array)
        return TreeUnkeyedContainer(array: array, failure: failure)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { TreeSingleValue(encoder: self) }
}

/// The text of a number as `JSONEncoder` writes it; nil for what it would refuse.
private func numberText(_ number: Double) throws -> String {
    guard number.isFinite else { throw JSONTreeEncoder.Unsupported() }
    let text = number.description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
}

private struct TreeSingleValue: SingleValueEncodingContainer {
    let encoder: JSONTreeEncoder
    var codingPath: [any CodingKey] { [] }

    private func set(_ value: EncodedJSON) { encoder.result = value }

    mutating func encodeNil() { set(.null) }
    mutating func encode(_ value: Bool) { set(.bool(value)) }
    mutating func encode(_ value: String) { set(.string(value)) }
    mutating func encode(_ value: Double) throws { set(.number(try numberText(value))) }
    mutating func encode(_ value: Float) throws { throw JSONTreeEncoder.Unsupported() }
    mutating func encode(_ value: Int) { set(.number(String(value))) }
    mutating func encode(_ value: Int8) { set(.number(String(value))) }
    mutating func encode(_ value: Int16) { set(.number(String(value))) }
    mutating func encode(_ value: Int32) { set(.number(String(value))) }
    mutating func encode(_ value: Int64) { set(.number(String(value))) }
    mutating func encode(_ value: UInt) { set(.number(String(value))) }
    mutating func encode(_ value: UInt8) { set(.number(String(value))) }
    mutating func encode(_ value: UInt16) { set(.number(String(value))) }
    mutating func encode(_ value: UInt32) { set(.number(String(value))) }
    mutating func encode(_ value: UInt64) { set(.number(String(value))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        set(try JSONTreeEncoder.encoded(value, failure: encoder.failure))
    }
}

private struct TreeKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let object: EncodedObject
    fileprivate let failure: JSONTreeEncoder.Failure
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) { object.set(.null, for: key.stringValue) }
    mutating func encode(_ value: Bool, forKey key: Key) { object.set(.bool(value), for: key.stringValue) }
    mutating func encode(_ value: String, forKey key: Key) { object.set(.string(value), for: key.stringValue) }
    mutating func encode(_ value: Int, forKey key: Key) { object.set(.number(String(value)), for: key.stringValue) }
    mutating func encode(_ value: Double, forKey key: Key) throws { object.set(.number(try numberText(value)), for: key.stringValue) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        object.set(try JSONTreeEncoder.encoded(value, failure: failure), for: key.stringValue)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nested = EncodedObject()
        object.set(.object(nested), for: key.stringValue)
        return KeyedEncodingContainer(TreeKeyedContainer<NestedKey>(object: nested, failure: failure))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = EncodedArray()
        object.set(.array(nested), for: key.stringValue)
        return TreeUnkeyedContainer(array: nested, failure: failure)
    }

    mutating func superEncoder() -> any Encoder { unsupported() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { unsupported() }

    private func unsupported() -> any Encoder {
        failure.unsupported = true
        return JSONTreeEncoder.discarding(failure)
    }
}

private struct TreeUnkeyedContainer: UnkeyedEncodingContainer {
    let array: EncodedArray
    fileprivate let failure: JSONTreeEncoder.Failure
    var codingPath: [any CodingKey] { [] }
    var count: Int { array.elements.count }

    mutating func encodeNil() { array.elements.append(.null) }
    mutating func encode(_ value: Bool) { array.elements.append(.bool(value)) }
    mutating func encode(_ value: String) { array.elements.append(.string(value)) }
    mutating func encode(_ value: Int) { array.elements.append(.number(String(value))) }
    mutating func encode(_ value: Double) throws { array.elements.append(.number(try numberText(value))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        array.elements.append(try JSONTreeEncoder.encoded(value, failure: failure))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = EncodedObject()
        array.elements.append(.object(nested))
        return KeyedEncodingContainer(TreeKeyedContainer<NestedKey>(object: nested, failure: failure))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = EncodedArray()
        array.elements.append(.array(nested))
        return TreeUnkeyedContainer(array: nested, failure: failure)
    }

    mutating func superEncoder() -> any Encoder {
        failure.unsupported = true
        return JSONTreeEncoder.discarding(failure)
    }
}

extension JSONTreeEncoder {
    /// An encoder whose writes go nowhere, for the calls that fail the whole value.
    fileprivate static func discarding(_ failure: Failure) -> JSONTreeEncoder { JSONTreeEncoder(failure: failure) }
}
