import Foundation

/// One JSON file holding one `Value`. A file that does not decode is reported and never overwritten by
/// `update`, so a hand-edited file with a typo is not silently replaced by defaults.
public struct JSONFileStore<Value: Codable>: Sendable {
    let url: URL
    let kind: StoredFileKind
    let permissions: mode_t
    /// Guards read-modify-write cycles; `gather.lock` beside the file by default.
    let lock: FileLock
    /// Unindented, for files that grow with use, so they stay about the size of what they hold.
    let compact: Bool
    /// The largest file gather reads back (`RegularFile.sizeLimit`); a parameter for tests.
    let sizeLimit: Int

    init(
        url: URL, kind: StoredFileKind, permissions: mode_t = 0o600, lock: FileLock? = nil, compact: Bool = false,
        sizeLimit: Int = RegularFile.sizeLimit
    ) {
        self.url = url
        self.sizeLimit = sizeLimit
        self.kind = kind
        self.permissions = permissions
        self.compact = compact
        self.lock = lock ?? FileLock(url: url.deletingLastPathComponent().appendingPathComponent("gather.lock"), kind: kind)
    }

    /// The stored value, or nil when the file does not exist.
    func load() throws(StorageError) -> Value? {
        guard let data = try RegularFile.read(url, as: kind) else { return nil }
        do {
            return try JSONCoding.decoder().decode(Value.self, from: data)
        } catch {
            throw .corrupt(path: url.path, detail: Self.describe(error, in: data), kind: kind)
        }
    }

    /// Sorted, indented JSON (compact when so made, or when indenting would pass what gather reads), creating
    /// the directory (0700). A value too large to read back even so is refused before anything is written.
    func save(_ value: Value) throws(StorageError) {
        var data = try encoded(value, compact: compact)
        if data.count >= sizeLimit, !compact { data = try encoded(value, compact: true) }
        guard data.count < sizeLimit else { throw .tooLarge(path: url.path, limit: sizeLimit, kind: kind) }
        try GatherPaths.createDirectory(url.deletingLastPathComponent())
        try AtomicFile.write(data + Data("\n".utf8), to: url, permissions: permissions)
    }

    private func encoded(_ value: Value, compact: Bool) throws(StorageError) -> Data {
        do {
            return try JSONCoding.encoder(pretty: !compact).encode(value)
        } catch {
            throw .unencodable(path: url.path, detail: String(describing: error))
        }
    }

    func store(_ value: Value?) throws(StorageError) {
        if let value { return try save(value) }
        guard unlink(url.path) == 0 || errno == ENOENT else {
            throw .unwritable(path: url.path, reason: SystemCall.lastErrorDescription())
        }
    }

    /// `body` gets nil when there is no file, and leaving nil removes it; all under `lock` so that concurrent
    /// gather processes do not lose each other's changes. Do not call it while already holding a lock.
    func update<T>(_ body: (inout Value?) throws -> T) throws -> T {
        try GatherPaths.createDirectory(url.deletingLastPathComponent())
        return try lock.withLock {
            let stored = try load()
            var value = stored
            let result = try body(&value)
            if value != nil || stored != nil {
                try store(value)
            }
            return result
        }
    }

    /// `update` of the entry under `key` of a file keyed by backend: `empty` when there is none; an entry left
    /// empty goes, and the file with its last entry.
    func update<Entry, T>(
        entry key: String, empty: Entry, isEmpty: (Entry) -> Bool, _ body: (inout Entry) throws -> T
    ) throws -> T where Value == [String: Entry] {
        try update { stored in
            var all = stored ?? [:]
            var entry = all[key] ?? empty
            let result = try body(&entry)
            all[key] = isEmpty(entry) ? nil : entry
            stored = all.isEmpty ? nil : all
            return result
        }
    }

    /// The end of "the config file /path …": what is wrong, without the file's contents.
    static func describe(_ error: any Error, in data: Data) -> String {
        guard let decodingError = error as? DecodingError else {
            return "cannot be decoded"
        }
        switch decodingError {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            if JSONCoding.isNestedTooDeep(data) { return "is nested deeper than \(JSONCoding.depthLimit) levels" }
            // The decoder says the same of valid JSON holding a number it cannot represent.
            let parses = (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil
            return parses ? "holds a number out of range" : "is not valid JSON"
        case .dataCorrupted(let context):
            return "has an invalid value at \(keyPath(context.codingPath))"
        case .keyNotFound(let key, let context):
            return "lacks the field \(keyPath(context.codingPath + [key]))"
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return "has the wrong type at \(keyPath(context.codingPath)) (expected \(kind(of: type)))"
        @unknown default:
            return "cannot be decoded"
        }
    }

    /// A JSON kind in words, not a Swift type name.
    private static func kind(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "text"
        case is Bool.Type: "true or false"
        case is Int.Type, is Double.Type, is Int64.Type, is UInt.Type: "a number"
        // The decoder names a list or an object by its generic Swift type.
        case _ where String(describing: type).hasPrefix("Array"): "a list"
        case _ where String(describing: type).hasPrefix("Dictionary"): "an object"
        default: "another kind of value"
        }
    }

    private static func keyPath(_ path: [any CodingKey]) -> String {
        let text = path.reduce(into: "") { text, key in
            if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
        }
        return text.isEmpty ? "the top level" : "'\(text)'"
    }
}
