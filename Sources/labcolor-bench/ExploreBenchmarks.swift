import Foundation
import LabColor
import LabcolorCommands

/// Case 13: the explorer's frames, through `HeadlessExplorer` — the same decoder, explorer,
/// views and diff renderer as on a terminal, with the bytes kept in memory.
///
/// - 13a: one full frame of a 200 × 60 window, from nothing: the explorer made (its views
///   observe the model with `.initial`), every view laid out and painted (a 98 × 98-pixel
///   plane, three 80-cell tracks), the diff against a blank screen, the escape sequences.
///   Bar: at most 2 ms.
/// - 13b: the same at 256 colors (every color to its nearest palette entry by ΔEOK, looked
///   up once per color and remembered).
/// - 13c: the bytes one ←/→ step writes, against the full frame's: on a\* (the tracks, the
///   plane's marker, the swatch and the readout change) and on L\* (the plane's pixels too:
///   the slice is another one).
/// - 13d: from a key's bytes to its frame's bytes (decode, handle, notify, paint, diff,
///   encode), → and ← alternately, on a\* and on L\*.
enum ExploreBenchmarks {
  static let start = Lab(l: 50, a: 20, b: 0)
  static let right: [UInt8] = [0x1B, 0x5B, 0x43]
  static let left: [UInt8] = [0x1B, 0x5B, 0x44]

  static func run(_ report: inout Report) {
    report.section("explore (200 × 60, 24-bit color unless said)")
    let full = Timing.measure(samples: 15) { n in
      for _ in 0..<n {
        blackHole(HeadlessExplorer(from: start, columns: 200, rows: 60).frame())
      }
    }
    report.value(
      "13a full 200×60 frame", full.nanosecondsPerOperation / 1e6, unit: "ms",
      bar: .valueAtMost(2))
    let palette = Timing.measure(samples: 7) { n in
      for _ in 0..<n {
        blackHole(HeadlessExplorer(from: start, columns: 200, rows: 60, palette: true).frame())
      }
    }
    report.value(
      "13b full 200×60 frame, 256 colors", palette.nanosecondsPerOperation / 1e6, unit: "ms")
    for (label, select) in [("a*", "j"), ("L*", "")] {
      steps(on: label, selecting: select, &report)
    }
  }

  /// 13c and 13d for the slider that `select` (keys) selects.
  static func steps(on label: String, selecting select: String, _ report: inout Report) {
    let explorer = HeadlessExplorer(from: start, columns: 200, rows: 60)
    let fullBytes = explorer.frame()
    explorer.type(Array(select.utf8))
    var stepBytes = 0
    for index in 0..<100 { stepBytes += explorer.type(index % 2 == 0 ? right : left) }
    let averageStep = Double(stepBytes) / 100
    report.value(
      "13c bytes of one ←/→ step on \(label)", averageStep, unit: "B",
      note: "full frame \(fullBytes) B: \(format(averageStep / Double(fullBytes) * 100))%")
    var index = 0
    let keyToFrame = Timing.measure(samples: 15) { n in
      for _ in 0..<n {
        blackHole(explorer.type(index % 2 == 0 ? right : left))
        index += 1
      }
    }
    report.value(
      "13d key to frame, ←/→ on \(label)", keyToFrame.nanosecondsPerOperation / 1e3, unit: "µs")
  }
}
