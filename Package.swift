// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Phrasebook",
    products: [
        .library(name: "Phrasebook", targets: ["Phrasebook"]),
        .library(name: "PhraseMatching", targets: ["PhraseMatching"]),
        .library(name: "AssistantSchemas", targets: ["AssistantSchemas"]),
        .library(name: "PhrasebookCommandLine", targets: ["PhrasebookCommandLine"]),
        .library(name: "PhrasebookTesting", targets: ["PhrasebookTesting"]),
        .executable(name: "phrasebook", targets: ["phrasebook"]),
        .executable(name: "PhrasebookBenchmarks", targets: ["PhrasebookBenchmarks"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "PhraseMatching"),
        .target(name: "Phrasebook", dependencies: ["PhraseMatching"]),
        .target(name: "AssistantSchemas", dependencies: ["Phrasebook"]),
        // the command line's verbs, as a library: the executable is its main.swift, and the fuzz
        // harnesses run the verbs in process.
        .target(name: "PhrasebookCommandLine", dependencies: ["Phrasebook", "AssistantSchemas"]),
        .executableTarget(name: "phrasebook", dependencies: ["PhrasebookCommandLine"]),
        // Swift Testing expectations for apps' own tests: phrases, vetoes, conversations, corpora.
        .target(name: "PhrasebookTesting", dependencies: ["Phrasebook"]),
        .target(name: "PhrasebookExamples", dependencies: ["Phrasebook", "AssistantSchemas"], path: "Examples"),
        // the scaling suite; AllocationCounter counts heap allocations where glibc lets it.
        .target(name: "AllocationCounter", path: "Benchmarks/AllocationCounter"),
        .executableTarget(
            name: "PhrasebookBenchmarks", dependencies: ["Phrasebook", "AllocationCounter"],
            path: "Benchmarks/PhrasebookBenchmarks"),
        .testTarget(
            name: "PhrasebookBenchmarksTests",
            dependencies: ["PhrasebookBenchmarks", "Phrasebook", "AllocationCounter"]),
        .testTarget(name: "PhraseMatchingTests", dependencies: ["PhraseMatching", "PhrasebookTestSupport"]),
        .testTarget(
            name: "PhrasebookTests", dependencies: ["Phrasebook", "PhrasebookTestSupport"], exclude: ["Fixtures"]),
        .testTarget(
            name: "AssistantSchemasTests",
            dependencies: ["AssistantSchemas", "Phrasebook", "PhraseMatching", "PhrasebookTestSupport"]),
        .testTarget(
            name: "PhrasebookExamplesTests",
            dependencies: [
                "PhrasebookExamples", "Phrasebook", "AssistantSchemas", "PhrasebookTesting", "PhrasebookTestSupport",
            ], exclude: ["Fixtures", "Snapshots"]),
        .testTarget(
            name: "PhrasebookCLITests", dependencies: ["phrasebook", "PhrasebookTestSupport"],
            exclude: ["Fixtures", "Snapshots"]),
        // helpers the test targets share: repository paths, public corpora, running built executables.
        .target(
            name: "PhrasebookTestSupport", dependencies: ["Phrasebook", "PhraseMatching"],
            path: "Tests/PhrasebookTestSupport"),
        .testTarget(name: "DocumentationTests", dependencies: ["PhrasebookTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
