import FootballGatherCore

enum SquadErrorWording {
    static func text(_ error: SquadError) -> String {
        switch error {
        case .limitBelowOne: "a squad limit is at least 1 player"
        case .noteTooLong(let name): "the note beside \(InputError.echo(name)) is longer than \(SquadMark.noteLimit) characters: shorten it"
        case .noPlayersGiven: "no players given: name them by id or name, comma-separated or one per line"
        }
    }
}
