// swift-tools-version: 6.0
// Reduced reproducers of the Swift 6.3 release-mode miscompiles the code works around (see
// README.md). A package of its own, so that the main build never compiles these patterns.
import Foundation
import PackageDescription

/// The checkout this folder is in; a path dependency is named after its folder.
let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

let package = Package(
    name: "Reproducers",
    dependencies: [.package(path: checkout.path)],
    targets: [
        .executableTarget(
            name: "Reproducers",
            dependencies: [
                .product(name: "Phrasebook", package: checkout.lastPathComponent)
            ])
    ],
    swiftLanguageModes: [.v6]
)
