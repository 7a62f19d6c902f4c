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
    .target(name: "LabcolorCommands", dependencies: ["LabColor", "KeyValueObserving"]),

    // MARK: - Executables

    .executableTarget(name: "labcolor-cli", dependencies: ["LabcolorCommands"]),
    .executableTarget(
      name: "labcolor-bench",
      dependencies: ["LabcolorCommands", "LabColor", "KeyValueObserving", "CConvertBaseline"],
      // Every function and loop of the benchmark at the start of a 64-byte cache line: a
      // case of a few nanoseconds otherwise moves by a third when an unrelated change
      // shifts where the linker places its loop.
      swiftSettings: [
        .unsafeFlags([
          "-Xllvm", "-align-all-functions=6", "-Xllvm", "-align-all-nofallthru-blocks=6",
        ])
      ]
    ),
    // The benchmark's C baseline for `convert` (not part of labcolor).
    .target(name: "CConvertBaseline"),
    // The floor of the benchmark's start-up case (not part of labcolor).
    .executableTarget(
      name: "labcolor-startup-floor",
      dependencies: ["LabcolorCommands", "LabColor", "KeyValueObserving"]),

    // MARK: - Tests

    .testTarget(name: "KeyValueObservingTests", dependencies: ["KeyValueObserving"]),
    .testTarget(name: "LabColorTests", dependencies: ["LabColor", "KeyValueObserving"]),
    .testTarget(
      name: "LabcolorCommandsTests",
      // The executable too: the end-to-end tests run the built binary.
      dependencies: ["LabcolorCommands", "LabColor", "KeyValueObserving", "labcolor-cli"]
    ),
  ]
)
