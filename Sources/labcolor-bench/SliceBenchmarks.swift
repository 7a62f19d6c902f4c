import Foundation
import LabColor
import LabcolorCommands

/// Case 16: `labcolor slice --l 60 --size 1024 --output slice.png`, a picture of a
/// million pixels written as PNG.
///
/// In process, its two halves, median of 5 runs each: drawing the image (a Lab → sRGB
/// conversion and gamut test per pixel, then boundary and ticks) and encoding it
/// (filters, DEFLATE, checksums). As a whole process, the release binary writing the file,
/// best of 5; the bar is well under a second.
enum SliceBenchmarks {
  static let size = 1024

  static func run(_ report: inout Report) {
    report.section("slice (--l 60 --size 1024, PNG)")
    let plane = SlicePlane(section: .lightness(60), size: size, range: 128)
    var image: RGBImage? = nil
    let drawing = seconds { image = SliceImage(plane: plane, white: .d65).render() }
    report.value("16 in-process: draw 1024×1024", drawing * 1e3, unit: "ms", note: "median of 5")
    guard let image else { return }
    var fileSize = 0
    let encoding = seconds { fileSize = PNGEncoder.encode(image).count }
    report.value(
      "16 in-process: encode the PNG", encoding * 1e3, unit: "ms",
      note: "median of 5; \(fileSize / 1024) KiB of \(size * size * 3 / 1024) KiB of pixels")
    wholeProcess(&report)
  }

  /// The median time of five runs of `body`, in seconds, after one to warm up.
  static func seconds(_ body: () -> Void) -> Double {
    body()
    var times: [Double] = []
    for _ in 0..<5 {
      times.append(Timing.time(body) / 1e9)
    }
    return times.sorted()[times.count / 2]
  }

  static func wholeProcess(_ report: inout Report) {
    let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let labcolor = directory.appendingPathComponent("labcolor").path
    guard FileManager.default.isExecutableFile(atPath: labcolor) else {
      report.skipped("16 whole process", "no labcolor beside the benchmark; run `make bench`")
      return
    }
    let output = directory.appendingPathComponent("labcolor-bench-slice.png").path
    defer { try? FileManager.default.removeItem(atPath: output) }
    var best = Double.infinity
    for _ in 0..<5 {
      let arguments = ["slice", "--l", "60", "--size", "\(size)", "--output", output]
      best = min(best, (spawn(labcolor, arguments)?.nanoseconds ?? .nan) / 1e9)
    }
    let written = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
    report.value(
      "16 labcolor slice --size 1024 --output .png", best * 1e3, unit: "ms",
      note: "whole process, best of 5; \(written / 1024) KiB", bar: .valueAtMost(500))
  }
}
