/// Saved flat: `selectedTime` in seconds, `state`, and `deadline` while running or
/// `remainingWhenPaused` while paused. Decoding refuses a state without its field.
extension GatherTimeHandler: Codable {
    private enum CodingKeys: String, CodingKey {
        case selectedTime, state, deadline, remainingWhenPaused
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        selectedTime = try container.decode(GatherTime.self, forKey: .selectedTime)
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
        case .finished:
            throw DecodingError.dataCorruptedError(
                forKey: .state, in: container, debugDescription: "'finished' is never saved: a running clock with a past deadline is")
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
    }
}
