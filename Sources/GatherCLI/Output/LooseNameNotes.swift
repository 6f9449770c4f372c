import FootballGatherCore
import Synchronization

/// "Kwame → Kwame Mensah" on stderr, once per name, when a name found its player other
/// than by the whole name (accents, a word prefix): nothing surprising happens silently.
final class LooseNameNotes: Sendable {
    private let said = Mutex<Set<String>>([])
    private let output: Output

    init(output: Output) { self.output = output }

    var note: @Sendable (String, Player) -> Void {
        { [self] reference, player in
            let line = "\(reference) → \(player.name)"
            guard said.withLock({ $0.insert(line).inserted }) else { return }
            output.note(line)
        }
    }
}
