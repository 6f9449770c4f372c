// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "gather",
    products: [
        .executable(name: "gather", targets: ["gather"]),
        .library(name: "FootballGatherCore", targets: ["FootballGatherCore"]),
    ],
    targets: [
        .target(name: "FootballGatherCore"),
        .target(name: "GatherCLI", dependencies: ["FootballGatherCore"]),
        .executableTarget(name: "gather", dependencies: ["GatherCLI"]),
        // Test support only: an in-memory Football Gather server on loopback sockets.
        .target(name: "FakeGatherServer", dependencies: ["FootballGatherCore"]),
        .executableTarget(name: "fake-gather-server", dependencies: ["FakeGatherServer"]),
        // `make bench` only: the benchmark runner, its start-up baseline and its decoding floor.
        .executableTarget(name: "gather-bench", dependencies: ["FootballGatherCore", "FakeGatherServer", "RatingLab"]),
        // Tests and `make bench` only: simulated seasons that measure the rating model against baselines.
        .target(name: "RatingLab", dependencies: ["FootballGatherCore"]),
        .executableTarget(name: "startup-baseline"),
        // Tests only: the in-memory twins of the stores and the clock that both test targets run on, and a
        // loopback address that never connects (their sources are for debug builds, as they use @testable).
        .target(name: "GatherTestSupport", dependencies: ["FootballGatherCore", "FakeGatherServer"], path: "Tests/Support"),
        .executableTarget(name: "decode-baseline"),
        .testTarget(
            name: "FootballGatherCoreTests",
            dependencies: ["FootballGatherCore", "FakeGatherServer", "RatingLab", "GatherTestSupport"]
        ),
        .testTarget(
            name: "GatherCLITests",
            dependencies: ["GatherCLI", "FootballGatherCore", "FakeGatherServer", "GatherTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
