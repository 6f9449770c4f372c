/// Saved flat: `selectedTime` (seconds), `state`, and `deadline` or `remainingWhenPaused`; `halves`, `half`
/// and `addedSeconds` only when not 1, 1 and 0, so a plain clock is saved as earlier versions saved it.
extension GatherTimeHandler: Codable {
    private enum CodingKeys: String, CodingKey {
        case selectedTime, state, deadline, remainingWhenPaused, halves, half, addedSeconds
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        selectedTime = try container.decode(GatherTime.self, forKey: .selectedTime)
        halves = try container.decodeIfPresent(Int.self, forKey: .halves) ?? 1
        half = try container.decodeIfPresent(Int.self, forKey: .half) ?? 1
        addedSeconds = try container.decodeIfPresent(Int.self, forKey: .addedSeconds) ?? 0
        guard MatchLength.allowedHalves.contains(halves), (1...halves).contains(half) else {
            throw DecodingError.dataCorruptedError(
                forKey: .half, in: container, debugDescription: "half \(half) of \(halves) is not a half of a match")
        }
        guard abs(addedSeconds) <= GatherTime.allowedSeconds.upperBound else {
            throw DecodingError.dataCorruptedError(
                forKey: .addedSeconds, in: container, debugDescription: "\(addedSeconds) s of stoppage time is out of range")
        }
        switch try container.decode(TimerState.self, forKey: .state) {
        case .ready:
            phase = .ready
        case .running:
            phase = .running(try container.decode(TimerDeadline.self, forKey: .deadline))
        case .paused:
            let remaining = try container.decode(Double.self, forKey: .remainingWhenPaused)
            guard remaining.isFinite, remaining >= 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .remainingWhenPaused, in: container,
                    debugDescription: "the remaining time must be a number of seconds, not \(remaining)")
            }
            phase = .paused(remaining: remaining)
        case .finished, .halfTime:
            throw DecodingError.dataCorruptedError(
                forKey: .state, in: container,
                debugDescription: "'finished' and 'half-time' are never saved: a running clock with a past deadline is")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(selectedTime, forKey: .selectedTime)
        let state: TimerState = switch phase {
        case .ready: .ready
        case .running: .running
        case .paused: .paused
        }
        try container.encode(state, forKey: .state)
        try container.encodeIfPresent(deadline, forKey: .deadline)
        try container.encodeIfPresent(remainingWhenPaused, forKey: .remainingWhenPaused)
        if halves != 1 {
            try container.encode(halves, forKey: .halves)
            try container.encode(half, forKey: .half)
        }
        if addedSeconds != 0 { try container.encode(addedSeconds, forKey: .addedSeconds) }
    }
}
