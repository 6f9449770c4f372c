import Foundation
import Synchronization

/// Connects to a server's address within a time limit; nil when a connection was made, else why none was.
public protocol ConnectCheck: Sendable {
    func connect(to url: URL, within seconds: Double) async -> Unreachable.Reason?
}

/// The connect timeout. FoundationNetworking gives libcurl none (it then waits up to 300 s) and the request
/// timeout is an idle timer, so with a weak signal a request would wait its whole `--timeout`. Before a
/// process's first request to a host the gate connects once itself (`TCPConnectCheck`); failing that,
/// nothing is sent. Share one per process; a failed check is tried again by the next request.
public final class ConnectGate: Sendable {
    public static let defaultTimeout: Double = 3

    let timeout: Double
    private let check: any ConnectCheck
    private let checks = Mutex<[String: Task<Unreachable.Reason?, Never>]>([:])

    public init(timeout: Double = ConnectGate.defaultTimeout, check: any ConnectCheck = TCPConnectCheck()) {
        self.timeout = timeout
        self.check = check
    }

    /// Nil once a connection to `url`'s host and port was made in this process, else why none could be.
    func open(_ url: URL) async -> Unreachable.Reason? {
        let key = "\(url.scheme ?? "")://\(url.host ?? ""):\(url.port ?? 0)"
        let running = checks.withLock { checks in
            if let running = checks[key] { return running }
            let started = Task { await self.check.connect(to: url, within: self.timeout) }
            checks[key] = started
            return started
        }
        let reason = await running.value
        if reason != nil {
            checks.withLock { checks in
                if checks[key] == running { checks[key] = nil }
            }
        }
        return reason
    }
}
