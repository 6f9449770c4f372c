/// The match clock screen; time comes through the injected clock and sleeper, so tests run instantly.
public struct ClockViewModel: Sendable {
    /// How often a wait or countdown rereads the saved clock, to see another shell's pause or reset at once.
    public static let pollInterval = 0.1

    let store: any ClockStore
    let clock: any GatherClock
    let sleeper: any Sleeper

    public init(store: any ClockStore, clock: any GatherClock, sleeper: any Sleeper = TaskSleeper()) {
        self.store = store
        self.clock = clock
        self.sleeper = sleeper
    }

    public func status() throws -> ClockStatus {
        ClockStatus(try store.load(), at: clock.now())
    }

    public func set(_ length: MatchLength) throws -> ClockStatus {
        try change { clock, reading in try clock.set(length, at: reading) }
    }

    /// Stoppage time on a running, paused, half-time or finished clock.
    public func add(_ stoppage: StoppageTime) throws -> ClockStatus {
        try change { clock, reading in try clock.add(seconds: stoppage.seconds, at: reading) }
    }

    public func start() throws -> ClockChange {
        try change(note: "the timer is already running") { clock, reading in try clock.start(at: reading) }
    }

    /// The same as `start`: a ready clock starts, a paused one resumes.
    public func resume() throws -> ClockChange { try start() }

    public func pause() throws -> ClockChange {
        try change(note: "the timer is already paused") { clock, reading in try clock.pause(at: reading) }
    }

    public func toggle() throws -> ClockStatus {
        try change { clock, reading in try clock.toggle(at: reading) }
    }

    /// Back to ready, at `length` when given (a new match's), else the selected one.
    public func reset(selecting length: MatchLength? = nil) throws -> ClockStatus {
        try change { clock, _ in clock.reset(selecting: length) }
    }

    /// A new match starts on a fresh clock: one left finished (a timer run before it) is reset, keeping its
    /// length; one still counting or paused is the organiser's and stays.
    public func freshForANewMatch() throws -> ClockStatus {
        try change { clock, reading in
            if clock.state(at: reading) == .finished { clock.reset(selecting: nil) }
        }
    }

    /// `timer run`: sets `length` if given (refused while running), then starts (at half-time: half two).
    public func run(selecting length: MatchLength?) throws -> ClockChange {
        try change(note: "the timer is already running") { clock, reading in
            if let length { try clock.set(length, at: reading) }
            return try clock.start(at: reading)
        }
    }

    /// Returns when the clock reaches zero (either half); throws `notRunning` if it is or gets ready/paused.
    public func wait() async throws {
        for try await tick in ticks() where tick.state == .paused {
            throw TimerError.notRunning(.paused)
        }
    }

    /// The clock each time its text or state changes, ending with the finished clock.
    public func ticks() -> ClockTicks { ClockTicks(viewModel: self) }

    private func change(_ body: (inout GatherTimeHandler, ClockReading) throws -> Void) throws -> ClockStatus {
        try change(note: nil) { clock, reading in
            try body(&clock, reading)
            return true
        }.status
    }

    /// `note`: what to say when `body` changed nothing (the clock was already so).
    private func change(note: String?, _ body: (inout GatherTimeHandler, ClockReading) throws -> Bool) throws -> ClockChange {
        let reading = clock.now()
        let (saved, changed) = try store.update { saved in
            let changed = try body(&saved, reading)
            return (saved, changed)
        }
        return ClockChange(status: ClockStatus(saved, at: reading), note: changed ? nil : note)
    }
}

/// The live countdown's feed: the saved clock whenever its display changes, ending at zero (finished or
/// half-time); throws `notRunning(.ready)` on a reset from another shell, while a paused clock is watched.
public struct ClockTicks: AsyncSequence, Sendable {
    public typealias Element = ClockStatus
    let viewModel: ClockViewModel

    public func makeAsyncIterator() -> Iterator { Iterator(viewModel: viewModel) }

    public struct Iterator: AsyncIteratorProtocol {
        let viewModel: ClockViewModel
        var last: ClockStatus?
        var finished = false

        public mutating func next() async throws -> ClockStatus? {
            guard !finished else { return nil }
            while true {
                let saved = try viewModel.store.load()
                let reading = viewModel.clock.now()
                let status = ClockStatus(saved, at: reading)
                switch status.state {
                case .ready:
                    throw TimerError.notRunning(.ready)
                case .finished, .halfTime:
                    finished = true
                    return status
                case .running, .paused:
                    if status != last {
                        last = status
                        return status
                    }
                }
                let untilNextSecond = saved.secondsUntilTextChanges(at: reading) ?? ClockViewModel.pollInterval
                try await viewModel.sleeper.sleep(seconds: Swift.min(untilNextSecond, ClockViewModel.pollInterval))
            }
        }
    }
}
