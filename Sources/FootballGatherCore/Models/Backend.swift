import Foundation

/// Where the data lives: a server, or the data file in a directory. A running match carries its backend, so
/// `end` reaches it whatever is configured by then.
public enum Backend: Sendable, Equatable {
    case server(URL)
    case offline(dataDirectory: URL)

    var description: String {
        switch self {
        case .server(let url): url.absoluteString
        case .offline(let directory): "offline (\(directory.path))"
        }
    }

    public var server: URL? {
        if case .server(let url) = self { return url }
        return nil
    }
}

/// Stored in match and start files as one flat key, `server` (URL) or `dataDirectory` (path); an old offline
/// file has neither and decodes with `legacyDataDirectory`, which the file store sets while it reads.
enum BackendCodingKeys: String, CodingKey {
    case server, dataDirectory
}

extension KeyedEncodingContainer where K == BackendCodingKeys {
    mutating func encode(_ backend: Backend) throws {
        switch backend {
        case .server(let url): try encode(url.absoluteString, forKey: .server)
        case .offline(let directory): try encode(directory.path, forKey: .dataDirectory)
        }
    }
}

extension KeyedDecodingContainer where K == BackendCodingKeys {
    func decodeBackend() throws -> Backend {
        if let text = try decodeIfPresent(String.self, forKey: .server) {
            guard let url = try? ServerAddress.normalizedServerURL(text) else {
                throw DecodingError.dataCorruptedError(forKey: .server, in: self, debugDescription: "not a server address")
            }
            return .server(url)
        }
        if let path = try decodeIfPresent(String.self, forKey: .dataDirectory), path.hasPrefix("/") {
            return .offline(dataDirectory: URL(fileURLWithPath: path, isDirectory: true))
        }
        guard let legacyDataDirectory = Backend.legacyDataDirectory else {
            throw DecodingError.keyNotFound(
                BackendCodingKeys.dataDirectory,
                .init(codingPath: codingPath, debugDescription: "neither a server nor a data directory"))
        }
        return .offline(dataDirectory: legacyDataDirectory)
    }
}

extension Backend {
    @TaskLocal static var legacyDataDirectory: URL?
}
