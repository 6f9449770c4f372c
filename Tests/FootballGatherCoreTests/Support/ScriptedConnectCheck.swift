import Foundation
import Synchronization
@testable import FootballGatherCore

/// A `ConnectCheck` that answers from a script, one outcome per call (the last repeats),
/// and counts its calls. Nothing touches the network.
final class ScriptedConnectCheck: ConnectCheck {
    private let outcomes: Mutex<[Unreachable.Reason?]>
    private let calls = Mutex<[Double]>([])

    init(_ outcomes: Unreachable.Reason?...) {
        self.outcomes = Mutex(outcomes.isEmpty ? [nil] : outcomes)
    }

    func connect(to url: URL, within seconds: Double) async -> Unreachable.Reason? {
        calls.withLock { $0.append(seconds) }
        return outcomes.withLock { outcomes in outcomes.count > 1 ? outcomes.removeFirst() : outcomes[0] }
    }

    var count: Int { calls.withLock { $0.count } }
    /// The time limit each call was given.
    var limits: [Double] { calls.withLock { $0 } }
}
