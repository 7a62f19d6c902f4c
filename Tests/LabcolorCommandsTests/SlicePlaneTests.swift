import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct SlicePlaneTests {
  @Test func pixelCentresOfTheLightnessPlane() {
    // a* = −range + (i + ½)·2·range/size, b* = range − (j + ½)·2·range/size.
    let plane = SlicePlane(section: .lightness(60), size: 4, range: 100)
    #expect(plane.lab(x: 0, y: 0) == Lab(l: 60, a: -75, b: 75))
    #expect(plane.lab(x: 3, y: 1) == Lab(l: 60, a: 75, b: 25))
    #expect(plane.lab(x: 2, y: 3) == Lab(l: 60, a: 25, b: -75))
    let position = plane.position(of: Lab(l: 10, a: 25, b: -75))
    #expect(position.x == 2.5 && position.y == 3.5)
  }

  @Test func pixelCentresOfTheHuePlane() {
    // C* = (i + ½)·range/size, L* = 100 − (j + ½)·100/size, at hue 90: a* 0, b* = C*.
    let plane = SlicePlane(section: .hue(90), size: 4, range: 80)
    let lab = plane.lab(x: 1, y: 2)
    #expect(lab.l == 37.5 && abs(lab.a) < 1e-14 && lab.b == 30)
    let position = plane.position(of: Lab(l: 37.5, a: 0, b: 30))
    #expect(abs(position.x - 1.5) < 1e-12 && abs(position.y - 2.5) < 1e-12)
  }

  @Test func ticksEveryTwentyUnits() {
    let plane = SlicePlane(section: .lightness(50), size: 256, range: 128)
    #expect(
      plane.horizontalTicks.map(\.value) == [
        -120, -100, -80, -60, -40, -20, 0, 20, 40, 60, 80, 100, 120,
      ])
    // −120 is 8 units from the left end: pixel 8; 0 is pixel 128; +120 pixel 248.
    #expect(
      plane.horizontalTicks.map(\.pixel) == [
        8, 28, 48, 68, 88, 108, 128, 148, 168, 188, 208, 228, 248,
      ])
    #expect(plane.verticalTicks.first?.pixel == 248 && plane.verticalTicks.last?.pixel == 8)
    let hue = SlicePlane(section: .hue(0), size: 100, range: 100)
    #expect(hue.horizontalTicks.map(\.value) == [0, 20, 40, 60, 80, 100])
    // The right end belongs to the last pixel.
    #expect(hue.horizontalTicks.map(\.pixel) == [0, 20, 40, 60, 80, 99])
    #expect(hue.verticalTicks.map(\.pixel) == [99, 80, 60, 40, 20, 0])
    #expect(!hue.horizontalTicks.contains { $0.value.sign == .minus })
  }
}
