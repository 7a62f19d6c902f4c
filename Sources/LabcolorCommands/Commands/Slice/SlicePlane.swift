import LabColor

/// The plane of L\*a\*b\* a slice shows, and where each pixel of its `size` × `size` image
/// lies in it.
///
/// - At a lightness (`--l`): a\* to the right and b\* up, each from −range to +range. The
///   centre of pixel (i, j) — column i from the left, row j from the top — is at
///   `a* = −range + (i + ½)·2·range/size`, `b* = range − (j + ½)·2·range/size`.
/// - At a hue (`--hue`): chroma C\* from 0 to range to the right, L\* from 0 to 100 up, at
///   hue angle h: `C* = (i + ½)·range/size`, `L* = 100 − (j + ½)·100/size`, and
///   `a* = C*·cos h`, `b* = C*·sin h`.
///
/// Pixel coordinates here are continuous: pixel i spans [i, i + 1), its centre is i + ½.
package struct SlicePlane: Hashable, Sendable {
  /// Which plane: a constant lightness or a constant hue.
  package enum Section: Hashable, Sendable {
    /// The a\*b\* plane at this L\*.
    case lightness(Double)
    /// The chroma–lightness plane at this hue angle, in degrees.
    case hue(Double)
  }

  /// The plane.
  package var section: Section
  /// The width and height of the image, in pixels.
  package var size: Int
  /// How far the axes reach: ±range for a\* and b\*, 0 … range for chroma.
  package var range: Double

  /// A plane of `section`, `size` pixels wide and high, its axes reaching `range`.
  package init(section: Section, size: Int, range: Double) {
    self.section = section
    self.size = size
    self.range = range
  }

  /// The L\*a\*b\* coordinates of the centre of pixel (`x`, `y`).
  func lab(x: Int, y: Int) -> Lab {
    let step = 1 / Double(size)
    let across = (Double(x) + 0.5) * step  // 0 … 1 from the left
    let down = (Double(y) + 0.5) * step  // 0 … 1 from the top
    switch section {
    case .lightness(let l):
      return Lab(l: l, a: -range + across * 2 * range, b: range - down * 2 * range)
    case .hue(let hue):
      return Lab(LCh(l: 100 - down * 100, c: across * range, h: hue))
    }
  }

  /// Where `lab` lies in the image, in continuous pixel coordinates: its a\* and b\* at a
  /// lightness (whatever its L\*), its chroma and L\* at a hue (whatever its hue).
  func position(of lab: Lab) -> (x: Double, y: Double) {
    let size = Double(self.size)
    switch section {
    case .lightness:
      return ((lab.a + range) / (2 * range) * size, (range - lab.b) / (2 * range) * size)
    case .hue:
      return (LCh(lab).c / range * size, (100 - lab.l) / 100 * size)
    }
  }

  /// The axes' extents: (left, right) and (bottom, top) values.
  var horizontalAxis: ClosedRange<Double> {
    switch section {
    case .lightness: return -range...range
    case .hue: return 0...range
    }
  }

  /// The values along the vertical axis, bottom to top.
  var verticalAxis: ClosedRange<Double> {
    switch section {
    case .lightness: return -range...range
    case .hue: return 0...100
    }
  }

  /// The distance between two ticks, in axis units.
  static let tickSpacing = 20.0

  /// The ticks along the horizontal axis, left to right: each multiple of 20 in it, and
  /// the column whose span holds that value (the last column for the right end).
  var horizontalTicks: [(value: Double, pixel: Int)] {
    let axis = horizontalAxis
    return ticks(in: axis).map { value in
      (value, pixel((value - axis.lowerBound) / (axis.upperBound - axis.lowerBound)))
    }
  }

  /// The ticks along the vertical axis, bottom to top: each multiple of 20 in it, and its
  /// row (the top row for the top end).
  var verticalTicks: [(value: Double, pixel: Int)] {
    let axis = verticalAxis
    return ticks(in: axis).map { value in
      (value, pixel((axis.upperBound - value) / (axis.upperBound - axis.lowerBound)))
    }
  }

  /// The multiples of the tick spacing in `axis`, in increasing order.
  private func ticks(in axis: ClosedRange<Double>) -> [Double] {
    let spacing = Self.tickSpacing
    var value = (axis.lowerBound / spacing).rounded(.up) * spacing
    var values: [Double] = []
    while value <= axis.upperBound {
      values.append(value + 0)  // no −0
      value += spacing
    }
    return values
  }

  /// The pixel at `fraction` (0 … 1) of the way across the image.
  private func pixel(_ fraction: Double) -> Int {
    min(size - 1, max(0, Int(fraction * Double(size))))
  }
}
