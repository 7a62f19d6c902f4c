// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "labcolor",
  products: [
    .library(name: "KeyValueObserving", targets: ["KeyValueObserving"]),
    .library(name: "LabColor", targets: ["LabColor"]),
    .executable(name: "labcolor", targets: ["labcolor-cli"]),
  ],
  targets: [
    // MARK: - Libraries

    .target(name: "KeyValueObserving"),
    .target(name: "LabColor", dependencies: ["KeyValueObserving"]),

    // MARK: - Executables

    .executableTarget(name: "labcolor-cli", dependencies: ["LabColor", "KeyValueObserving"]),
    .executableTarget(
      name: "labcolor-bench",
      dependencies: ["LabColor", "KeyValueObserving"]
    ),

    // MARK: - Tests

    .testTarget(name: "KeyValueObservingTests", dependencies: ["KeyValueObserving"]),
    .testTarget(name: "LabColorTests", dependencies: ["LabColor", "KeyValueObserving"]),
    .testTarget(name: "labcolor-cliTests", dependencies: ["labcolor-cli", "LabColor"]),
  ]
)
