import FootballGatherCore

/// A player's id in JSON: the server's number, or `"~1"` for a player added without
/// signal, until `gather sync` gives them the server's id.
struct PlayerIDJSON: Encodable, Equatable {
    var id: Int

    init(_ id: Int) { self.id = id }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if PlayerID.isTemporary(id) { try container.encode(PlayerID.text(id)) } else { try container.encode(id) }
    }
}
