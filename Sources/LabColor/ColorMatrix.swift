/// A 3×3 matrix that maps one triple of color coordinates to another: the
/// primaries of an RGB space to XYZ and back, chromatic adaptation, Oklab's
/// LMS steps.
///
/// Row-major: `apply(x, y, z)` returns
/// `(m00·x + m01·y + m02·z, m10·x + m11·y + m12·z, m20·x + m21·y + m22·z)`,
/// each sum evaluated left to right in `Double`, as the CSS Color 4 sample
/// code's `multiplyMatrices` does, so results match it bit for bit.
@usableFromInline
package struct ColorMatrix: Sendable, Hashable {
  @usableFromInline let m00, m01, m02: Double
  @usableFromInline let m10, m11, m12: Double
  @usableFromInline let m20, m21, m22: Double

  /// The matrix with the given rows.
  @inlinable
  package init(
    _ row0: (Double, Double, Double), _ row1: (Double, Double, Double),
    _ row2: (Double, Double, Double)
  ) {
    (m00, m01, m02) = row0
    (m10, m11, m12) = row1
    (m20, m21, m22) = row2
  }

  /// The matrix times the column (x, y, z).
  @inlinable
  @inline(__always)
  package func apply(_ x: Double, _ y: Double, _ z: Double) -> (Double, Double, Double) {
    (m00 * x + m01 * y + m02 * z, m10 * x + m11 * y + m12 * z, m20 * x + m21 * y + m22 * z)
  }

  /// The product `self × other` (apply `other` first, then `self`), for
  /// checking that a matrix and its inverse compose to the identity.
  package func multiplied(by other: ColorMatrix) -> ColorMatrix {
    let a = (other.m00, other.m10, other.m20)
    let b = (other.m01, other.m11, other.m21)
    let c = (other.m02, other.m12, other.m22)
    let ca = apply(a.0, a.1, a.2)
    let cb = apply(b.0, b.1, b.2)
    let cc = apply(c.0, c.1, c.2)
    return ColorMatrix((ca.0, cb.0, cc.0), (ca.1, cb.1, cc.1), (ca.2, cb.2, cc.2))
  }
}
