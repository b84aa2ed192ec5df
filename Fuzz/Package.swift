// swift-tools-version: 6.0
import PackageDescription

// libFuzzer harnesses for Phrasebook's parsers and matcher. Not part of the main package: they
// link libFuzzer, so they build only with `-sanitize=fuzzer` (see README.md and `Fuzz/run`).
let package = Package(
    name: "PhrasebookFuzz",
    dependencies: [.package(name: "Phrasebook", path: "..")],
    targets: [
        // the declaration of libFuzzer's LLVMFuzzerRunDriver, which the harnesses call.
        .target(name: "CLibFuzzer"),
        .target(
            name: "FuzzSupport",
            dependencies: [
                "CLibFuzzer",
                .product(name: "Phrasebook", package: "Phrasebook"),
                .product(name: "PhraseMatching", package: "Phrasebook"),
                .product(name: "PhrasebookCommandLine", package: "Phrasebook"),
            ]),
        .executableTarget(name: "FuzzTemplates", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzManifest", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzCorpus", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzMatch", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "FuzzServe", dependencies: ["FuzzSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
