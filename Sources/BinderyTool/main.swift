@main enum BinderyToolMain { static func main() {} }
