import FuzzSupport

FuzzDriver.run { data, size in
    Harness.manifest(FuzzInput(data, size))
    return 0
}
