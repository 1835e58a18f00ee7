// The classroom's section of the home page (exposed as `./home`, see src/home.ts).
export { ClassroomHome } from './components/classroom-home';
