// Prints the node flags this process was started with (process.execArgv), as JSON: tests read
// what a launcher gave node.
console.log(JSON.stringify(process.execArgv));
