// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Phrasebook",
    products: [
        .library(name: "Phrasebook", targets: ["Phrasebook"]),
        .library(name: "PhraseMatching", targets: ["PhraseMatching"]),
        .executable(name: "phrasebook", targets: ["phrasebook"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "PhraseMatching"),
        .target(name: "Phrasebook", dependencies: ["PhraseMatching"]),
        .executableTarget(name: "phrasebook", dependencies: ["Phrasebook"]),
        .target(name: "PhrasebookExamples", dependencies: ["Phrasebook"], path: "Examples"),
        .testTarget(name: "PhraseMatchingTests", dependencies: ["PhraseMatching"]),
        .testTarget(name: "PhrasebookTests", dependencies: ["Phrasebook"]),
        .testTarget(name: "PhrasebookExamplesTests", dependencies: ["PhrasebookExamples", "Phrasebook"]),
        .testTarget(name: "PhrasebookCLITests", dependencies: ["phrasebook"], exclude: ["Fixtures", "Snapshots"]),
    ],
    swiftLanguageModes: [.v6]
)
