// fake-gather-server: the in-memory Football Gather server as a process, for benchmarks
// and manual tests. Prints its base URL on one line once listening; serves until killed.
import Dispatch
import FakeGatherServer
import Foundation

let usage = """
    usage: fake-gather-server [--port N] [--latency-ms N] [--fault NAME]
      --fault  answer every request wrongly, on purpose: gzip-bomb (1 MiB of gzip that
               inflates to 1 GiB), oversized-body (64 MiB of plain JSON), reset-mid-body,
               truncated-body, malformed-chunked-body, not-http

    """

let namedFaults: [String: Fault] = [
    "gzip-bomb": .gzipBomb(inflatedSize: 1 << 30),
    "oversized-body": .oversizedBody(size: 64 << 20),
    "reset-mid-body": .resetMidBody,
    "truncated-body": .truncatedBody,
    "malformed-chunked-body": .malformedChunkedBody,
    "not-http": .notHTTP,
]

func fail(_ message: String, status: Int32 = 64) -> Never {
    FileHandle.standardError.write(Data("fake-gather-server: \(message)\n".utf8))
    exit(status)
}

func parseOptions(_ arguments: [String]) -> (port: UInt16, latencyMilliseconds: Int, fault: Fault?) {
    var port: UInt16 = 0
    var latency = 0
    var fault: Fault?
    var remaining = arguments[...]
    while let option = remaining.popFirst() {
        switch option {
        case "--port":
            guard let text = remaining.popFirst(), let value = UInt16(text) else {
                fail("--port needs a number from 0 to 65535\n" + usage)
            }
            port = value
        case "--latency-ms":
            guard let text = remaining.popFirst(), let value = Int(text), value >= 0 else {
                fail("--latency-ms needs a number of milliseconds (0 or more)\n" + usage)
            }
            latency = value
        case "--fault":
            guard let name = remaining.popFirst(), let value = namedFaults[name] else {
                fail("--fault needs one of: \(namedFaults.keys.sorted().joined(separator: ", "))\n" + usage)
            }
            fault = value
        case "-h", "--help":
            FileHandle.standardOutput.write(Data(usage.utf8))
            exit(0)
        default:
            fail("unknown argument '\(option)'\n" + usage)
        }
    }
    return (port, latency, fault)
}

// A client that hangs up mid-reply must not kill the server.
signal(SIGPIPE, SIG_IGN)

let options = parseOptions(Array(CommandLine.arguments.dropFirst()))
let server: FakeGatherServer
do {
    server = try FakeGatherServer.start(port: options.port, latency: .milliseconds(options.latencyMilliseconds))
} catch {
    fail("cannot start: \(error)", status: 1)
}
if let fault = options.fault { server.setFault(fault) }

var signalSources: [DispatchSourceSignal] = []
for signalNumber in [SIGTERM, SIGINT] {
    signal(signalNumber, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .main)
    source.setEventHandler {
        server.stop()
        exit(0)
    }
    source.resume()
    signalSources.append(source)
}

// FileHandle writes straight to the descriptor, so the line is out before anyone waits on it.
FileHandle.standardOutput.write(Data("http://127.0.0.1:\(server.port)\n".utf8))
dispatchMain()
