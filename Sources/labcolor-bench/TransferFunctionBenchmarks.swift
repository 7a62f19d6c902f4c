import Foundation
import LabColor

/// Case 11: the sRGB transfer function — decode then encode one component —
/// with LabColor's table-driven powers (`SRGB.decode`, `SRGB.encode`) against
/// the same formulas with the C library's `pow`, in the same run.
///
/// This case is what keeps the hand-written `x^(5/12)` and `x^(12/5)` of
/// `ElementaryFunctions+FixedPowers.swift`: every Lab → sRGB conversion runs
/// the encoding three times (the model's hex key, `convert` to every
/// notation but the bare-triple-to-hex fast path, each step of gamut
/// mapping) and every sRGB → Lab the decoding. If the tables ever stop being
/// faster than `pow` here, they should go.
enum TransferFunctionBenchmarks {
  static func run(_ report: inout Report) {
    report.section("sRGB transfer function (decode + encode one component)")
    // Codes over the whole range and a little beyond it, both branches.
    let codes = (0..<1_024).map { Double($0) / 1_023 * 1.2 - 0.1 }
    var sink = 0.0
    let (tables, libm) = Timing.compare(
      subject: { n in
        for i in 0..<n { sink += SRGB.encode(SRGB.decode(codes[i & 1_023])) }
      },
      baseline: { n in
        for i in 0..<n { sink += encodeWithPow(decodeWithPow(codes[i & 1_023])) }
      })
    blackHole(sink)
    report.compare(
      "11 sRGB transfer function, tables", subject: tables, baseline: libm,
      baselineName: "C library pow", bar: .fasterThanBaseline)
  }

  /// CSS Color 4 `lin_sRGB` for one component, with `pow`.
  static func decodeWithPow(_ c: Double) -> Double {
    let magnitude = c.magnitude
    guard magnitude > 0.040_45 else { return c / 12.92 }
    let decoded = pow((magnitude + 0.055) / 1.055, 2.4)
    return c < 0 ? -decoded : decoded
  }

  /// CSS Color 4 `gam_sRGB` for one component, with `pow`.
  static func encodeWithPow(_ c: Double) -> Double {
    let magnitude = c.magnitude
    guard magnitude > 0.003_130_8 else { return 12.92 * c }
    let encoded = 1.055 * pow(magnitude, 1 / 2.4) - 0.055
    return c < 0 ? -encoded : encoded
  }
}
