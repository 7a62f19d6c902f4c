/// A color in one of the RGB spaces (`RGBSpace`): the space and its three
/// encoded components, unclamped.
///
/// In-gamut colors have every component in [0, 1]. Components are never
/// clamped here, so a color outside the space's gamut keeps its exact
/// negative or greater-than-one values and converts back exactly; whether it
/// is inside is reported by `isInGamut(tolerance:)`, and it is brought inside
/// only on request (`clipped()`, `GamutMapping`).
///
///     let red = RGBColor(XYZ(SRGB(red: 1, green: 0, blue: 0), white: .d65),
///                        white: .d65, space: .displayP3)
///     // display-p3 ≈ (0.9175, 0.2003, 0.1386): sRGB red is inside P3
///
/// `SRGB` is the typed view of the `.srgb` case that most of labcolor uses;
/// `RGBColor(_: SRGB)` and `SRGB(_: RGBColor)` go between them.
public struct RGBColor: Sendable, Hashable {
  /// The space the components are in.
  public var space: RGBSpace
  /// The encoded red component; in gamut within [0, 1].
  public var red: Double
  /// The encoded green component; in gamut within [0, 1].
  public var green: Double
  /// The encoded blue component; in gamut within [0, 1].
  public var blue: Double

  /// The color with encoded components `red`, `green`, `blue` in `space`.
  @inlinable
  public init(_ space: RGBSpace, red: Double, green: Double, blue: Double) {
    self.space = space
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Whether red, green and blue are all finite (neither infinite nor NaN).
  @inlinable
  public var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite }

  /// The components in `space` of tristimulus values `xyz` relative to
  /// `white`: adapt to the space's white (Bradford) if they differ, apply the
  /// space's XYZ → linear matrix, then its transfer function. Unclamped.
  @inlinable
  public init(_ xyz: XYZ, white: WhitePoint, space: RGBSpace) {
    let (r, g, b) = space.linearComponents(of: xyz, white: white)
    let transfer = space.transferFunction
    self.init(
      space, red: transfer.encode(r), green: transfer.encode(g), blue: transfer.encode(b))
  }

  /// The same color in another RGB space (through XYZ; `self` unchanged
  /// when the space is the same).
  @inlinable
  public func converted(to destination: RGBSpace) -> RGBColor {
    if destination == space { return self }
    return RGBColor(XYZ(self, white: space.white), white: space.white, space: destination)
  }

  /// The linear-light components: the transfer function decoded.
  @inlinable
  public var linearComponents: (red: Double, green: Double, blue: Double) {
    let transfer = space.transferFunction
    return (transfer.decode(red), transfer.decode(green), transfer.decode(blue))
  }
}

extension XYZ {
  /// The tristimulus values, relative to `white`, of `rgb`: decode the
  /// transfer function, apply the space's linear → XYZ matrix, then adapt
  /// from the space's white (Bradford) if it differs.
  @inlinable
  public init(_ rgb: RGBColor, white: WhitePoint) {
    let (r, g, b) = rgb.linearComponents
    self = rgb.space.xyz(linear: r, g, b, white: white)
  }
}
