import Foundation
import Testing
@testable import FootballGatherCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The socket transport's reply parser over bytes in memory, handed out in the chunks a
/// test chooses (down to one byte at a time): framing, keep-alive, limits, and replies
/// that are not HTTP.
@Suite struct ReplyReaderTests {
    /// Serves `chunks` one per read, then reports the peer closed.
    private final class Feed {
        var chunks: [[UInt8]]
        init(_ chunks: [[UInt8]]) { self.chunks = chunks }

        func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
            guard !chunks.isEmpty else { return 0 }
            let count = min(buffer.count, chunks[0].count)
            chunks[0].withUnsafeBytes { buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0.prefix(count))) }
            chunks[0].removeFirst(count)
            if chunks[0].isEmpty { chunks.removeFirst() }
            return count
        }
    }

    private func makeSUT(_ chunks: [String], limit: Int = 1 << 20) -> ReplyReader {
        makeSUT(bytes: chunks.map { Array($0.utf8) }, limit: limit)
    }

    private func makeSUT(bytes chunks: [[UInt8]], limit: Int = 1 << 20) -> ReplyReader {
        let feed = Feed(chunks)
        return ReplyReader(replyLimit: limit) { buffer in feed.read(into: buffer) }
    }

    private func read(_ chunks: [String], method: String = "GET", limit: Int = 1 << 20) throws(SocketFailure) -> SocketReply {
        var reader = makeSUT(chunks, limit: limit)
        return try reader.read(replyTo: method)
    }

    /// The failure, and how far the reply had come.
    private func failure(_ chunks: [String], limit: Int = 1 << 20) -> (SocketFailure?, ReplyProgress) {
        var reader = makeSUT(chunks, limit: limit)
        do throws(SocketFailure) {
            _ = try reader.read(replyTo: "GET")
            return (nil, reader.progress)
        } catch {
            return (error, reader.progress)
        }
    }

    private func text(_ reply: SocketReply) -> String { String(decoding: reply.body, as: UTF8.self) }

    // MARK: - Framing

    @Test func contentLength_readsTheBody_andKeepsTheConnection() throws {
        let reply = try read(["HTTP/1.1 201 Created\r\nLocation: /api/players/4\r\nContent-Length: 2\r\n\r\n[]"])
        #expect(reply.head.status == 201)
        #expect(text(reply) == "[]")
        #expect(reply.reusable)
    }

    @Test func headerNames_areLookedUpWhateverTheirCase() throws {
        let reply = try read(["HTTP/1.1 201 Created\r\nlocation: /api/players/4\r\nX-Twice: a\r\nx-twice: b\r\ncontent-length: 0\r\n\r\n"])
        #expect(reply.head.values("LOCATION") == ["/api/players/4"])
        let url = try #require(URL(string: "http://127.0.0.1/api/players"))
        let response = try #require(HTTPURLResponse(url: url, statusCode: 201, httpVersion: "HTTP/1.1", headerFields: reply.head.headerFields))
        #expect(response.value(forHTTPHeaderField: "Location") == "/api/players/4")
        #expect(response.value(forHTTPHeaderField: "X-TWICE") == "a, b")
    }

    @Test func chunkedBody_withExtensionsAndTrailers_isJoined_evenOneByteAtATime() throws {
        let wire = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4;name=value\r\n[{\"i\r\nE \r\nd\":1},{\"id\":2}\r\n1\r\n]\r\n0\r\nX-Trailer: done\r\n\r\n"
        for chunks in [[wire], wire.map { String($0) }] {
            let reply = try read(chunks)
            #expect(text(reply) == #"[{"id":1},{"id":2}]"#)
            #expect(reply.reusable)
        }
    }

    @Test func bodyUntilClose_isReadWhole_andTheConnectionIsNotReused() throws {
        let reply = try read(["HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n[1,", "2]"])
        #expect(text(reply) == "[1,2]")
        #expect(!reply.reusable)
    }

    @Test(arguments: [
        ("HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 2\r\n\r\n[]", false),
        ("HTTP/1.1 200 OK\r\nConnection: Keep-Alive, Close\r\nContent-Length: 2\r\n\r\n[]", false),
        ("HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\n[]", false),
        ("HTTP/1.0 200 OK\r\nConnection: keep-alive\r\nContent-Length: 2\r\n\r\n[]", true),
        ("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n[]extra", false),
        ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Length: 9\r\n\r\n2\r\n[]\r\n0\r\n\r\n", false),
    ])
    func reuse_followsConnectionHeaders_versionAndFraming(wire: String, reusable: Bool) throws {
        let reply = try read([wire])
        #expect(text(reply) == "[]")
        #expect(reply.reusable == reusable)
    }

    @Test func interimReplies_areSkipped() throws {
        let reply = try read(["HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </a>\r\n\r\n", "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n[]"])
        #expect(reply.head.status == 200)
        #expect(text(reply) == "[]")
    }

    @Test func noBody_forA204_a304_orAHEAD() throws {
        let noContent = try read(["HTTP/1.1 204 No Content\r\n\r\n"])
        #expect(noContent.body.isEmpty && noContent.reusable)
        let announced = try read(["HTTP/1.1 204 No Content\r\nContent-Length: 2\r\n\r\n[]"])
        #expect(announced.body.isEmpty)
        #expect(!announced.reusable, "what follows a 204 that announced a body cannot be trusted")
        let head = try read(["HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n"], method: "HEAD")
        #expect(head.body.isEmpty && head.reusable)
    }

    @Test func lenientForms_areRead() throws {
        #expect(text(try read(["HTTP/1.1 200\r\nContent-Length: 2\r\n\r\n[]"])) == "[]", "no reason phrase")
        #expect(text(try read(["HTTP/1.1 200 OK\nContent-Length: 2\n\n[]"])) == "[]", "bare LF line ends")
        #expect(text(try read(["\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n[]"])) == "[]", "an empty line first")
        let folded = try read(["HTTP/1.1 200 OK\r\nX-Note: one\r\n  two\r\nContent-Length: 0\r\n\r\n"])
        #expect(folded.head.values("x-note") == ["one two"])
        #expect(try read(["HTTP/1.1 999 Odd\r\nContent-Length: 0\r\n\r\n"]).head.status == 999)
    }

    // MARK: - Not HTTP

    @Test(arguments: [
        "GARBAGE\r\n\r\n", "HTTP/1.1 abc OK\r\n\r\n", "HTTP/2 200\r\n\r\n", "HTTP/1.1 099 Low\r\n\r\n",
        "HTTP/1.1 200 OK\r\nno colon here\r\n\r\n", "HTTP/1.1 200 OK\r\nContent-Length : 2\r\n\r\n[]",
        "HTTP/1.1 200 OK\r\nContent-Length: abc\r\n\r\n", "HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n",
        "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n[]x", "HTTP/1.1 200 O\u{0}K\r\n\r\n",
        "HTTP/1.1 101 Switching Protocols\r\n\r\n", "[]",
    ])
    func aHeadThatIsNotHTTP_isMalformed_beforeTheReplyBegan(wire: String) {
        let (failure, progress) = failure([wire])
        #expect(failure == .malformedHead)
        #expect(!progress.headComplete)
    }

    @Test func endlessHeaders_stopAtTheHeadLimit() {
        let line = "X-Padding: " + String(repeating: "a", count: 1000) + "\r\n"
        let (failure, progress) = failure(["HTTP/1.1 200 OK\r\n"] + Array(repeating: line, count: 200))
        #expect(failure == .malformedHead)
        #expect(progress.received < ReplyReader.headLimit + 70 * 1024, "stops reading at the limit")
    }

    @Test func oneEndlessLine_stopsAtTheHeadLimit() {
        let (failure, _) = failure(["HTTP/1.1 200 OK\r\nX-A: "] + Array(repeating: String(repeating: "a", count: 4096), count: 40))
        #expect(failure == .malformedHead)
    }

    // MARK: - Cut short and broken bodies

    @Test func aCloseBeforeAnyByte_isClosed_withNothingReceived() {
        let (failure, progress) = failure([])
        #expect(failure == .closed)
        #expect(progress == ReplyProgress())
    }

    @Test func aCloseInsideTheStatusLine_isClosed_andInsideTheHead_isNoHead() {
        #expect(failure(["HTTP/1.1 2"]).0 == .closed)
        let (failure, progress) = failure(["HTTP/1.1 200 OK\r\nContent-Length: 2\r\n"])
        #expect(failure == .closed)
        #expect(progress.statusLineComplete && !progress.headComplete)
    }

    @Test(arguments: [
        "HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n[{\"id\":1,",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n64\r\n[{\"id\":1,",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n[]\r\n",
    ])
    func aBodyCutShort_isClosed_afterTheReplyBegan(wire: String) {
        let (failure, progress) = failure([wire])
        #expect(failure == .closed)
        #expect(progress.headComplete)
    }

    @Test(arguments: [
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n[]\r\n0\r\n\r\n",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nFFFFFFFFFFFFFFFFFFFF\r\n[]\r\n0\r\n\r\n",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n[]XX0\r\n\r\n",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n-2\r\n[]\r\n0\r\n\r\n",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip, chunked\r\n\r\n2\r\n[]\r\n0\r\n\r\n",
        "HTTP/1.1 200 OK\r\nContent-Encoding: br\r\nContent-Length: 2\r\n\r\n[]",
        "HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: 5\r\n\r\nhello",
    ])
    func aBrokenBody_isMalformed_afterTheReplyBegan(wire: String) {
        let (failure, progress) = failure([wire])
        #expect(failure == .malformedBody)
        #expect(progress.headComplete)
    }

    // MARK: - Size

    @Test func aBodyAtTheLimit_isRead_andOneByteOver_isTooLarge_inEveryFraming() throws {
        let body = String(repeating: "x", count: 100)
        let framings = [
            "HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n\(body)",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n32\r\n\(body.prefix(50))\r\n32\r\n\(body.prefix(50))\r\n0\r\n\r\n",
            "HTTP/1.1 200 OK\r\n\r\n\(body)",
        ]
        for wire in framings {
            #expect(try read([wire], limit: 100).body.count == 100)
            #expect(failure([wire], limit: 99).0 == .tooLarge)
        }
    }

    @Test func anAnnouncedLengthOverTheLimit_isTooLarge_beforeTheBodyIsRead() {
        let (failure, progress) = failure(["HTTP/1.1 200 OK\r\nContent-Length: 999999999999\r\n\r\n[]"])
        #expect(failure == .tooLarge)
        #expect(progress.headComplete)
    }

    @Test func aCompressedBody_isDecoded_withinTheLimit() throws {
        let gzip = try #require(Data(base64Encoded: InflateTests.fixedGzip))
        let head = Array("HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: \(gzip.count)\r\n\r\n".utf8)
        var reader = makeSUT(bytes: [head, Array(gzip)])
        #expect(String(decoding: try reader.read(replyTo: "GET").body, as: UTF8.self) == InflateTests.text)
        var small = makeSUT(bytes: [head, Array(gzip)], limit: 10)
        #expect(throws: SocketFailure.tooLarge) { try small.read(replyTo: "GET") }
    }

    // MARK: - As FoundationNetworking tells it

    @Test func failures_areToldAsFoundationNetworkingTellsThem() {
        func code(_ failure: SocketFailure, _ progress: ReplyProgress) -> (URLError.Code?, Bool?) {
            guard case .transport(let error, let connected) = failure.transferFailure(after: progress, replyLimit: 1) as? TransferFailure else {
                return (nil, nil)
            }
            return (error.code, connected)
        }
        let nothing = ReplyProgress()
        let statusLine = ReplyProgress(received: 20, statusLineComplete: true)
        let begun = ReplyProgress(received: 40, statusLineComplete: true, headComplete: true)
        #expect(code(.closed, nothing) == (.badServerResponse, false))
        #expect(code(.broken, nothing) == (.networkConnectionLost, false))
        #expect(code(.malformedHead, statusLine) == (.unknown, false))
        #expect(code(.closed, statusLine) == (.unknown, false))
        #expect(code(.closed, begun) == (.networkConnectionLost, true))
        #expect(code(.malformedBody, begun) == (.networkConnectionLost, true))
        #expect(code(.timedOut, begun) == (.timedOut, true))
        #expect(code(.notConnected(.cannotConnectToHost), nothing) == (.cannotConnectToHost, false))
        #expect(SocketFailure.cancelled.transferFailure(after: begun, replyLimit: 1) is CancellationError)
        #expect(SocketFailure.closed.isStale(after: nothing))
        #expect(!SocketFailure.closed.isStale(after: statusLine))
        #expect(!SocketFailure.timedOut.isStale(after: nothing))
    }
}
