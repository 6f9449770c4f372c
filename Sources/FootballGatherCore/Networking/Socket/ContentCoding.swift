import Foundation

/// A reply's `Content-Encoding`. The client asks for none (`identity`), and the server
/// never compresses; a reply compressed anyway is decoded as FoundationNetworking's libcurl
/// does (gzip, deflate), within the reply limit, so a small compressed reply cannot
/// inflate into gigabytes. Any other coding cannot be read.
enum ContentCoding: Equatable {
    case identity
    case gzip
    case deflate

    init(_ values: [String]) throws(SocketFailure) {
        switch values.map({ $0.lowercased() }).filter({ $0 != "identity" }) {
        case []: self = .identity
        case ["gzip"], ["x-gzip"]: self = .gzip
        case ["deflate"]: self = .deflate
        default: throw .malformedBody
        }
    }

    /// The most body bytes to read off the wire: the limit itself when nothing is decoded;
    /// else room for a compressed form a little larger than what it decodes to, as
    /// incompressible data is.
    func wireLimit(decodedLimit limit: Int) -> Int {
        guard self != .identity else { return limit }
        let (room, overflow) = limit.addingReportingOverflow(limit / 64 + 64 * 1024)
        return overflow ? Int.max : room
    }

    /// The body decoded; `tooLarge` as soon as it would pass `limit` bytes.
    func decode(_ body: Data, limit: Int) throws(SocketFailure) -> Data {
        guard self != .identity, !body.isEmpty else { return body }
        do throws(InflateError) {
            let bytes = [UInt8](body)
            return Data(self == .gzip ? try Inflate.gunzip(bytes, limit: limit) : try Inflate.zlibOrRaw(bytes, limit: limit))
        } catch .tooLarge {
            throw .tooLarge
        } catch {
            throw .malformedBody
        }
    }
}
