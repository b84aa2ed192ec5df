import FuzzSupport

FuzzDriver.run { data, size in
    Harness.serve(FuzzInput(data, size))
    return 0
}
