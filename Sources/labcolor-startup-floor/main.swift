// The floors of `make bench`'s start-up case, built as `make install` builds labcolor.
//
// With no argument: a hello world linked with all of labcolor's code, calling none of it.
// Against a plain hello world, it measures what loading and relocating a binary of
// labcolor's size costs before any command runs.
//
// With `model`: the least `labcolor set --l 50 --format hex` can do while its color is
// delivered through the observable model, as `set` exists to show: make a `LabColor`,
// observe its hex with `.new`, set L* once, print the hex delivered. No options are
// parsed, no other key is observed, nothing is validated.
//
// With `keys`: what naming a model's keys by key path costs, with no observation at all: make
// a `LabColor`, make the key paths of its eleven keys and number them in a dictionary, as any
// model whose keys are key paths must, set L* through its key path, print the hex it reads.
import KeyValueObserving
import LabColor
import LabcolorCommands

if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "model" {
  let color = LabColor()
  var delivered = ""
  let token = color.observe(\.hex, options: [.new]) { _, change in
    delivered = change.newValue ?? delivered
  }
  color.lComponent = 50
  token.invalidate()
  print(delivered)
} else if CommandLine.arguments.count > 1, CommandLine.arguments[1] == "keys" {
  let color = LabColor()
  let keys: [AnyKeyPath] = [
    \LabColor.lComponent, \LabColor.aComponent, \LabColor.bComponent, \LabColor.x,
    \LabColor.y, \LabColor.z, \LabColor.red, \LabColor.green, \LabColor.blue, \LabColor.hex,
    \LabColor.inGamut,
  ]
  var numbers: [AnyKeyPath: Int] = [:]
  for (number, key) in keys.enumerated() { numbers[key] = number }
  if let lightness = keys[0] as? ReferenceWritableKeyPath<LabColor, Double> {
    color[keyPath: lightness] = 50
  }
  print(numbers.count == keys.count ? color.hex : "")
} else {
  print("Hello, world!")
}
