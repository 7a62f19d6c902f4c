import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct DeliveredColorTests {
  @Test func everyValueStartsAsDeliveredAtRegistration() {
    let delivered = DeliveredColor(observing: LabColor(l: 50, a: 20, b: 0))
    let values = delivered.values
    #expect(values.lab == Lab(l: 50, a: 20, b: 0))
    // lab(50 20 0) relative to D65: #986b78, rgb(152 107 120) (ColorAide, color.js).
    #expect(values.hex == "#986b78")
    #expect(values.rgb == RGB8(red: 152, green: 107, blue: 120))
    #expect(values.inGamut)
    #expect(abs(values.xyz.y - 0.18418651851244416) < 1e-15)  // Y = ((50 + 16) / 116)^3
  }

  @Test func valuesFollowEachNotification() {
    let color = LabColor()
    let delivered = DeliveredColor(observing: color)
    #expect(delivered.values.hex == "#777777")
    color.aComponent = 20
    #expect(delivered.values.hex == "#986b78")
    #expect(delivered.values.lab.a == 20)
    color.lComponent = 100
    // L* 100, a* 20 is out of sRGB: red above 1, clipped to 255 in rgb and hex.
    #expect(!delivered.values.inGamut)
    #expect(delivered.values.rgb.red == 255)
  }

  @Test func onlyTheKeysAskedForAreDelivered() {
    let color = LabColor()
    let delivered = DeliveredColor(observing: color, keys: [.hex])
    color.aComponent = 20
    #expect(delivered.values.hex == "#986b78")
    // L*, a*, b*, XYZ and sRGB were not observed: they keep the zeros they started with.
    #expect(delivered.values.lab == Lab(l: 0, a: 0, b: 0))
    #expect(delivered.values.xyz == XYZ(x: 0, y: 0, z: 0))
    #expect(delivered.values.srgb == SRGB(red: 0, green: 0, blue: 0))
  }

  @Test func observationsEndWithTheInstance() {
    let color = LabColor()
    weak var weakDelivered: DeliveredColor?
    do {
      let delivered = DeliveredColor(observing: color)
      weakDelivered = delivered
    }
    color.aComponent = 5
    #expect(weakDelivered == nil)
  }
}
