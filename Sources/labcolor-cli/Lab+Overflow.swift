import LabColor

extension Lab {
  /// Whether the color's XYZ and sRGB values relative to `white` are finite numbers.
  ///
  /// Finite components can still overflow on the way: a\* = 1e300 makes X infinite, and
  /// red, green and blue infinite or NaN. `set`, `convert` and `watch` refuse such a color
  /// as too far out of range to convert, instead of printing `inf`.
  func convertsFinitely(white: WhitePoint) -> Bool {
    let xyz = xyz(white: white)
    let srgb = SRGB(xyz, white: white)
    return l.isFinite && a.isFinite && b.isFinite && xyz.x.isFinite && xyz.y.isFinite
      && xyz.z.isFinite && srgb.red.isFinite && srgb.green.isFinite && srgb.blue.isFinite
  }
}
