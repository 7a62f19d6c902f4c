extension RGBSpace {
  /// The linear-light components, in this space, of tristimulus values `xyz`
  /// relative to `white`: Bradford-adapt `xyz` to the space's white when
  /// they differ, then apply `fromXYZ`. Unclamped.
  @inlinable
  @inline(__always)
  package func linearComponents(of xyz: XYZ, white: WhitePoint) -> (Double, Double, Double) {
    let adapted = xyz.adapted(from: white, to: self.white)
    return fromXYZ.apply(adapted.x, adapted.y, adapted.z)
  }

  /// The tristimulus values, relative to `white`, of linear-light
  /// components in this space: apply `toXYZ`, then Bradford-adapt from the
  /// space's white when it differs.
  @inlinable
  @inline(__always)
  package func xyz(linear red: Double, _ green: Double, _ blue: Double, white: WhitePoint) -> XYZ {
    let (x, y, z) = toXYZ.apply(red, green, blue)
    return XYZ(x: x, y: y, z: z).adapted(from: self.white, to: white)
  }
}
