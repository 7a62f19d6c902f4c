// The linear Bradford matrices between D65 and D50, to 64-bit precision, are
// the ones in the CSS Color 4 sample code (csswg-drafts, css-color-4/
// conversions.js, `D65_to_D50` and `D50_to_D65`; derived in color.js pull
// requests 354 and 360).

extension XYZ {
  /// The same color seen under another white (linear Bradford chromatic
  /// adaptation).
  ///
  /// Multiplies by the CSS Color 4 Bradford matrix from `source` to
  /// `destination`, so that the white of `source` maps to the white of
  /// `destination` (to about 1e-16) and neutral colors stay neutral.
  /// Adapting to the same white returns `self` unchanged.
  ///
  ///     WhitePoint.d65.xyz.adapted(from: .d65, to: .d50)
  ///     // ≈ WhitePoint.d50.xyz, (0.964296, 1, 0.825105)
  @inlinable
  @inline(__always)
  public func adapted(from source: WhitePoint, to destination: WhitePoint) -> XYZ {
    let matrix: ColorMatrix
    switch (source, destination) {
    case (.d65, .d50):
      matrix = ColorMatrix(
        (1.047_929_792_544_996_9, 0.022_946_870_601_609_652, -0.050_192_266_289_205_24),
        (0.029_627_808_770_055_99, 0.990_434_426_753_879_9, -0.017_073_799_063_418_826),
        (-0.009_243_040_646_204_504, 0.015_055_191_490_298_152, 0.751_874_281_428_137_1))
    case (.d50, .d65):
      matrix = ColorMatrix(
        (0.955_473_421_488_075, -0.023_098_454_948_764_71, 0.063_259_243_200_570_72),
        (-0.028_369_709_333_863_7, 1.009_995_398_081_304_1, 0.021_041_441_191_917_323),
        (0.012_314_014_864_481_998, -0.020_507_649_298_898_964, 1.330_365_926_242_124))
    case (.d65, .d65), (.d50, .d50):
      return self
    }
    let (x, y, z) = matrix.apply(x, y, z)
    return XYZ(x: x, y: y, z: z)
  }
}
